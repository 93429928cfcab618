// The Firestore emulator's handler for a browser's listen channel, replacing
// the one in Debian's emulator jar (version 528; the launcher jar made by
// ../firestore-emulator.mjs holds this class ahead of that jar on the class
// path). The original's onClose and onError only log: the listen stream
// behind a channel that has gone keeps its targets, so the emulator goes on
// matching every later commit against the queries of every page ever closed,
// queueing up to 10,000 messages for each, then failing and logging each
// further one: in a full test run, millions of failed sends, a log of
// hundreds of MB and a demo seeding ten times slower (docs/benchmarks/
// 2026-11.md, "The Firestore emulator: pages left behind and lost long-poll
// responses"). Here a
// channel closed (the app closes it when its page goes: web/src/lib/firebase.ts)
// or failed removes its targets, as a client's own removeTarget would.
// Everything else is as the original: the same constructor, messages and
// metadata. It only uses the emulator's public listen-stream API, apart from
// the package's observer that sends responses down the channel.
package com.google.cloud.datastore.emulator.firestore.webchannel;

import com.google.cloud.datastore.core.exception.DatastoreException;
import com.google.cloud.datastore.emulator.impl.firestore.CloudFirestoreV1Router;
import com.google.cloud.datastore.emulator.impl.util.WrappedStreamObserver;
import com.google.cloud.datastore.emulator.impl.watch.ListenStream;
import com.google.cloud.datastore.emulator.impl.watch.TargetId;
import com.google.firestore.v1.ListenRequest;
import com.google.firestore.v1.ListenResponse;
import com.google.net.webchannel.server.AsyncWebChannel;
import com.google.net.webchannel.server.ErrorStatus;
import io.grpc.stub.StreamObserver;
import java.lang.reflect.Constructor;
import java.util.logging.Logger;

final class FirestoreV1WebChannelAdapter$FirestoreListenHandler extends AsyncWebChannel.Handler<String> {
  private static final Logger logger = Logger.getLogger(FirestoreV1WebChannelAdapter.class.getName());
  private final ListenStream<ListenRequest> stream;

  @SuppressWarnings("unchecked")
  FirestoreV1WebChannelAdapter$FirestoreListenHandler(CloudFirestoreV1Router router, AsyncWebChannel<String> channel) {
    try {
      // A private nested class of the adapter: reached by reflection, as javac will not name it.
      Constructor<?> responses = Class.forName(FirestoreV1WebChannelAdapter.class.getName() + "$WebChannelObserver")
          .getDeclaredConstructor(AsyncWebChannel.class);
      responses.setAccessible(true);
      stream = router.listenStream(new WrappedStreamObserver<>((StreamObserver<ListenResponse>) responses.newInstance(channel)));
    } catch (DatastoreException | ReflectiveOperationException e) {
      throw new RuntimeException(e);
    }
  }

  private void removeTargets() {
    for (TargetId target : stream.targetIds()) {
      stream.onNext(ListenRequest.newBuilder().setRemoveTarget(target.id()).build());
    }
  }

  @Override
  public void onClose() {
    logger.info("listen channel closed, its targets removed");
    removeTargets();
  }

  @Override
  public void onError(ErrorStatus error) {
    logger.warning("listen channel failed (" + error + "), its targets removed");
    removeTargets();
  }

  @Override
  public void onMetadata(String key, String value) {
    logger.info("channel metadata: " + key + " = " + value);
  }

  @Override
  public void onMessage(String message) {
    stream.onNext(JsonToProtoConverter.toListenRequest(message));
  }
}
