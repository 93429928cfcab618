// A query's documents, live, each read into what the page uses: the one
// shape of every list a staff page keeps open (audit logs, payments, jobs,
// shards). liveDocument.ts is its one-document sibling.
import { onSnapshot, type DocumentSnapshot, type Query, type Unsubscribe } from "firebase/firestore";

/** Each snapshot read by `read`; a malformed one is logged and left out. */
export function readAll<T>(snapshots: DocumentSnapshot[], read: (snapshot: DocumentSnapshot) => T): T[] {
  return snapshots.flatMap((snapshot) => {
    try {
      return [read(snapshot)];
    } catch (error) {
      console.error(error);
      return [];
    }
  });
}

/** The documents of `source`, read by `read` (a malformed one left out), live. */
export function subscribeToQuery<T>(
  source: Query,
  read: (snapshot: DocumentSnapshot) => T,
  onChange: (values: T[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(source, (snapshot) => onChange(readAll(snapshot.docs, read)), onError);
}
