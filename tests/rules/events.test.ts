// Rules for events/{eventId}: published events are public, staff read all;
// only super_admin writes, only well-formed events, and deletes only drafts.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import {
  accessMatrix,
  ENDS_AT,
  eventData,
  EVERYONE,
  expectAccess,
  NOBODY,
  STAFF,
  STARTS_AT,
  text,
  useRulesEnv,
  without,
} from "./support";

const CREATED_AT = Timestamp.fromDate(new Date("2026-12-01T09:00:00Z"));

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft", "closed", "cancelled"]) {
    await setDoc(doc(db, "events", status), eventData({ status, createdAt: CREATED_AT }));
  }
  // An event stored before createdAt was stamped.
  await setDoc(doc(db, "events", "bare"), eventData({ status: "published" }));
  // An event whose questions at checkout setEventQuestions wrote.
  await setDoc(doc(db, "events", "asking"), { ...eventData({ status: "published", createdAt: CREATED_AT }), questions: [QUESTION] });
});

const QUESTION = { id: "holder", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", holderName: true };

const event = (db: Firestore, id: string) => doc(db, "events", id);

describe("events: access by persona", () => {
  accessMatrix(h, [
    { op: "get a published event", allow: EVERYONE, run: (db) => getDoc(event(db, "published")) },
    { op: "get a draft event", allow: STAFF, run: (db) => getDoc(event(db, "draft")) },
    { op: "get a closed event", allow: STAFF, run: (db) => getDoc(event(db, "closed")) },
    { op: "get a cancelled event", allow: STAFF, run: (db) => getDoc(event(db, "cancelled")) },
    { op: "get a missing event", allow: STAFF, run: (db) => getDoc(event(db, "missing")) },
    {
      op: "list published events (status filter)",
      allow: EVERYONE,
      run: (db) => getDocs(query(collection(db, "events"), where("status", "==", "published"))),
    },
    {
      op: "list all events (no filter)",
      allow: STAFF,
      run: (db) => getDocs(collection(db, "events")),
    },
    {
      op: "list draft events",
      allow: STAFF,
      run: (db) => getDocs(query(collection(db, "events"), where("status", "==", "draft"))),
    },
    {
      op: "create a valid draft event",
      allow: ["super_admin"],
      run: (db) => setDoc(event(db, "new"), eventData()),
    },
    {
      op: "create an event that skips the draft stage",
      allow: NOBODY,
      run: (db) => setDoc(event(db, "new"), eventData({ status: "published" })),
    },
    {
      op: "update a published event's title",
      allow: ["super_admin"],
      run: (db) => updateDoc(event(db, "published"), { title: "عنوان جديد" }),
    },
    {
      op: "rewrite a published event's createdAt",
      allow: NOBODY,
      run: (db) => updateDoc(event(db, "published"), { createdAt: serverTimestamp() }),
    },
    {
      op: "publish a draft event",
      allow: ["super_admin"],
      run: (db) => updateDoc(event(db, "draft"), { status: "published" }),
    },
    {
      op: "delete a draft event",
      allow: ["super_admin"],
      run: (db) => deleteDoc(event(db, "draft")),
    },
    { op: "delete a published event", allow: NOBODY, run: (db) => deleteDoc(event(db, "published")) },
    { op: "delete a closed event", allow: NOBODY, run: (db) => deleteDoc(event(db, "closed")) },
    { op: "delete a cancelled event", allow: NOBODY, run: (db) => deleteDoc(event(db, "cancelled")) },
  ]);
});

describe("events: super_admin writes must be well-formed", () => {
  const create = (data: Record<string, unknown>) => setDoc(event(h.db("super_admin"), "new"), data);

  describe("accepted", () => {
    it.each([
      { why: "only the required keys", data: eventData() },
      {
        why: "every optional key",
        data: eventData({
          description: "وصف",
          endsAt: ENDS_AT,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      },
      { why: "200-character title", data: eventData({ title: text(200) }) },
      { why: "200-character Arabic title", data: eventData({ title: text(200, "ب") }) },
      { why: "200-character venue", data: eventData({ venue: text(200) }) },
      { why: "5,000-character description", data: eventData({ description: text(5000) }) },
      { why: "empty description", data: eventData({ description: "" }) },
      ...["Asia/Baghdad", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+3"].map((timeZone) => ({
        why: `time zone ${timeZone}`,
        data: eventData({ timeZone }),
      })),
      ...["sport", "party", "news", "sporonlietikat", "family", "qasr_party", "general"].map((category) => ({
        why: `category ${category}`,
        data: eventData({ category }),
      })),
    ])("$why", async ({ data }) => {
      await expectAccess(true, create(data));
    });
  });

  describe("refused", () => {
    const before = Timestamp.fromMillis(STARTS_AT.toMillis() - 60_000);
    it.each([
      ...["title", "category", "venue", "startsAt", "status", "currency"].map((key) => ({
        why: `missing ${key}`,
        data: without(eventData(), key),
      })),
      { why: "extra key", data: eventData({ price: 100 }) },
      { why: "empty title", data: eventData({ title: "" }) },
      { why: "title of only spaces", data: eventData({ title: "   " }) },
      { why: "201-character title", data: eventData({ title: text(201) }) },
      { why: "10,000-character title", data: eventData({ title: text(10_000) }) },
      { why: "title not a string", data: eventData({ title: 42 }) },
      { why: "unknown category", data: eventData({ category: "concert" }) },
      { why: "category in another case", data: eventData({ category: "Sport" }) },
      { why: "unknown status", data: eventData({ status: "open" }) },
      ...["published", "closed", "cancelled"].map((status) => ({
        why: `created as ${status}, not as a draft`,
        data: eventData({ status }),
      })),
      { why: "empty venue", data: eventData({ venue: "" }) },
      { why: "201-character venue", data: eventData({ venue: text(201) }) },
      { why: "startsAt as a string", data: eventData({ startsAt: "2027-03-01T18:00:00Z" }) },
      { why: "startsAt as a number", data: eventData({ startsAt: STARTS_AT.toMillis() }) },
      { why: "endsAt before startsAt", data: eventData({ endsAt: before }) },
      { why: "endsAt equal to startsAt", data: eventData({ endsAt: STARTS_AT }) },
      { why: "endsAt as a string", data: eventData({ endsAt: "2027-03-01T23:00:00Z" }) },
      { why: "endsAt null", data: eventData({ endsAt: null }) },
      { why: "lower-case currency", data: eventData({ currency: "iqd" }) },
      { why: "two-letter currency", data: eventData({ currency: "IQ" }) },
      { why: "four-letter currency", data: eventData({ currency: "IQDX" }) },
      { why: "currency with a digit", data: eventData({ currency: "IQ1" }) },
      { why: "currency not a string", data: eventData({ currency: 368 }) },
      { why: "5,001-character description", data: eventData({ description: text(5001) }) },
      { why: "description not a string", data: eventData({ description: 7 }) },
      { why: "empty time zone", data: eventData({ timeZone: "" }) },
      { why: "time zone with a space", data: eventData({ timeZone: "Asia Baghdad" }) },
      { why: "time zone ending in a slash", data: eventData({ timeZone: "Asia/" }) },
      { why: "time zone of 65 characters", data: eventData({ timeZone: `Asia/${text(60)}` }) },
      { why: "time zone not a string", data: eventData({ timeZone: 3 }) },
      { why: "createdAt as a string", data: eventData({ createdAt: "now" }) },
      { why: "updatedAt as a number", data: eventData({ updatedAt: 0 }) },
    ])("$why", async ({ data }) => {
      await expectAccess(false, create(data));
    });

    it.each([
      { why: "emptying the title", change: { title: "" } },
      { why: "adding an unknown key", change: { secret: true } },
      { why: "moving endsAt before startsAt", change: { endsAt: before } },
      { why: "an unknown status", change: { status: "archived" } },
    ])("update: $why", async ({ change }) => {
      await expectAccess(false, updateDoc(event(h.db("super_admin"), "draft"), change));
    });
  });
});

describe("events: the lifecycle", () => {
  const STATUSES = ["draft", "published", "closed", "cancelled"] as const;
  const ALLOWED = new Set([
    "draft>draft",
    "draft>published",
    "draft>cancelled",
    "published>published",
    "published>closed",
    "published>cancelled",
    "closed>closed",
    "closed>published",
  ]);
  const moves = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, allowed: ALLOWED.has(`${from}>${to}`) })));

  it.each(moves)("super_admin moving $from → $to: allowed $allowed", async ({ from, to, allowed }) => {
    await expectAccess(allowed, updateDoc(event(h.db("super_admin"), from), { status: to }));
  });

  it("refuses any edit of a cancelled event", async () => {
    await expectAccess(false, updateDoc(event(h.db("super_admin"), "cancelled"), { title: "عنوان آخر" }));
  });
});

describe("events: createdAt cannot be rewritten", () => {
  it.each([
    { why: "editing the event keeps it", change: { title: "عنوان جديد" }, allowed: true },
    { why: "sending it unchanged", change: { createdAt: CREATED_AT }, allowed: true },
    { why: "publishing keeps it", change: { status: "published" }, allowed: true },
    { why: "changing it", change: { createdAt: Timestamp.fromMillis(CREATED_AT.toMillis() - 1000) }, allowed: false },
    { why: "stamping it anew", change: { createdAt: serverTimestamp() }, allowed: false },
    { why: "removing it", change: { createdAt: deleteField() }, allowed: false },
    {
      why: "publishing while stamping it anew",
      change: { status: "published", createdAt: serverTimestamp() },
      allowed: false,
    },
  ])("draft event, $why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(event(h.db("super_admin"), "draft"), change));
  });

  it.each([
    { why: "editing it", change: { title: "عنوان جديد" }, allowed: true },
    { why: "adding a createdAt later", change: { createdAt: serverTimestamp() }, allowed: false },
  ])("event without createdAt, $why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(event(h.db("super_admin"), "bare"), change));
  });
});

// Questions at checkout are written by setEventQuestions alone, which checks
// each as the sales read it (common/src/checkoutQuestionSchemas.ts).
describe("events: questions at checkout are the functions' to write", () => {
  it.each([
    { why: "editing the event keeps them", change: { title: "عنوان جديد" }, allowed: true },
    { why: "sending them unchanged", change: { questions: [QUESTION] }, allowed: true },
    { why: "changing them", change: { questions: [{ ...QUESTION, required: false }] }, allowed: false },
    { why: "removing them", change: { questions: deleteField() }, allowed: false },
  ])("event with questions, $why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(event(h.db("super_admin"), "asking"), change));
  });

  it("refuses a client adding questions to an event, or creating one with them", async () => {
    await expectAccess(false, updateDoc(event(h.db("super_admin"), "draft"), { questions: [QUESTION] }));
    await expectAccess(false, setDoc(event(h.db("super_admin"), "new-with-questions"), { ...eventData({ status: "draft" }), questions: [QUESTION] }));
    await expectAccess(true, setDoc(event(h.db("super_admin"), "new-without"), eventData({ status: "draft" })));
  });

  it("shows a published event's questions to everyone (they are the shop's form), never answers", async () => {
    await expectAccess(true, getDoc(event(h.db("visitor"), "asking")));
  });
});
