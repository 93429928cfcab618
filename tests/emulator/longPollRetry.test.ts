// A browser on long polling (the app forces it, docs/product.md §5) gets its
// listen messages as one GET response after another; each GET says up to
// which message it has them (AID), and a response lost on the way is sent
// again on the next GET. Debian's emulator kept only the last 200 messages
// it had sent, so after a lost response of a staff page's first snapshot
// (600 messages and more) the client had a gap it never knew of: its queries
// never became current and the page showed no data, once for minutes (docs/
// benchmarks/2026-11.md, "The Firestore emulator: …"). The
// launcher's patched back channel (scripts/lib/firestore-emulator/
// BackChannelPatch.java) keeps them all. This test speaks the channel's
// protocol as the SDK does, on a project of its own, so it depends on
// nothing but the emulator.
import { afterAll, describe, expect, it } from "vitest";
import { FIRESTORE_HOST } from "../support/emulators";

const PROJECT = "demo-long-poll";
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const EMULATOR = `http://${FIRESTORE_HOST}`;
const LISTEN_CHANNEL = `${EMULATOR}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(DATABASE)}`;
// The emulator's administrator token: no security rules apply.
const OWNER = { Authorization: "Bearer owner" };
// Well above the 200 messages the unpatched emulator kept.
const DOCUMENTS = 600;

type Envelope = [id: number, payload: unknown[]];

/** A back-channel response: chunks, each its length on a line and then a JSON array of envelopes. */
function envelopesOf(body: string): Envelope[] {
  const envelopes: Envelope[] = [];
  for (let at = 0; at < body.length; ) {
    const lineEnd = body.indexOf("\n", at);
    const length = Number(body.slice(at, lineEnd));
    envelopes.push(...(JSON.parse(body.slice(lineEnd + 1, lineEnd + 1 + length)) as Envelope[]));
    at = lineEnd + 1 + length;
  }
  return envelopes;
}

const documentsIn = (envelopes: Envelope[]) =>
  envelopes.filter(([, payload]) => (payload[0] as { documentChange?: unknown })?.documentChange).length;

async function seedDocuments(): Promise<void> {
  const writes = Array.from({ length: DOCUMENTS }, (_, n) => ({
    update: { name: `${DATABASE}/documents/items/item-${n}`, fields: { n: { integerValue: String(n) } } },
  }));
  const response = await fetch(`${EMULATOR}/v1/${DATABASE}/documents:commit`, {
    method: "POST",
    headers: { ...OWNER, "Content-Type": "application/json" },
    body: JSON.stringify({ writes }),
  });
  expect(response.status).toBe(200);
}

/** Opens a listen channel on the collection, as the SDK's handshake does; returns its session id. */
async function openListenChannel(): Promise<string> {
  const listen = {
    database: DATABASE,
    addTarget: { targetId: 2, query: { parent: `${DATABASE}/documents`, structuredQuery: { from: [{ collectionId: "items" }] } } },
  };
  const response = await fetch(`${LISTEN_CHANNEL}&RID=1000&CVER=22&t=1`, {
    method: "POST",
    headers: { ...OWNER, "Content-Type": "application/x-www-form-urlencoded" },
    body: `count=1&ofs=0&req0___data__=${encodeURIComponent(JSON.stringify(listen))}`,
  });
  // The first envelope: ["c", session id, …].
  const created = envelopesOf(await response.text())[0]?.[1];
  expect(created?.[0]).toBe("c");
  return created?.[1] as string;
}

/** One long poll (buffered, as forced long polling asks) saying which messages the client has. */
async function longPoll(session: string, acknowledged: number): Promise<Envelope[]> {
  const response = await fetch(`${LISTEN_CHANNEL}&RID=rpc&SID=${session}&AID=${acknowledged}&CI=1&TYPE=xmlhttp&t=1`, {
    headers: OWNER,
  });
  return envelopesOf(await response.text());
}

let session: string | undefined;

afterAll(async () => {
  // Closing the channel drops its listener (the launcher's patched handler).
  if (session) await fetch(`${LISTEN_CHANNEL}&SID=${session}&RID=1001&TYPE=terminate&t=1`);
  await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: "DELETE" });
});

describe("the Firestore emulator's listen channel on long polling", () => {
  it("sends a lost response of more than 200 messages again in full", async () => {
    await seedDocuments();
    session = await openListenChannel();

    // The first snapshot may come over several polls; none is acknowledged,
    // as when every response was lost on the way.
    let received: Envelope[] = [];
    for (let poll = 0; poll < 10 && documentsIn(received) < DOCUMENTS; poll++) received = await longPoll(session, 0);
    expect(documentsIn(received), "documents in the first snapshot").toBe(DOCUMENTS);

    // The client asks again, still with nothing acknowledged: everything comes back, from the first message on.
    const resent = await longPoll(session, 0);
    expect(resent[0]?.[0], "the first message sent again").toBe(1);
    expect(documentsIn(resent), "documents sent again").toBe(DOCUMENTS);
  }, 60_000);
});
