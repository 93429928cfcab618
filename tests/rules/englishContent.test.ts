// Rules for the English words of events and ticket types (titleEn,
// descriptionEn, venueEn; nameEn): optional, held to their Arabic fields'
// limits, written only where the Arabic ones are (super_admin), and removed
// on an edit that clears them.
import { deleteField, doc, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { eventData, expectAccess, text, ticketTypeData, useRulesEnv } from "./support";

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "events", "draft"), eventData({ titleEn: "Palace party", venueEn: "Baghdad Palace" }));
  await setDoc(doc(db, "events", "draft", "ticketTypes", "standard"), ticketTypeData({ nameEn: "Standard" }));
});

describe("events: English words", () => {
  const create = (who: "super_admin" | "sales_admin", data: Record<string, unknown>) => setDoc(doc(h.db(who), "events", "new"), data);

  it.each([
    { why: "an English title, description and venue", data: eventData({ titleEn: "Palace party", descriptionEn: "An evening", venueEn: "Baghdad Palace" }) },
    { why: "a 200-character English title and venue", data: eventData({ titleEn: text(200), venueEn: text(200) }) },
    { why: "a 5,000-character English description", data: eventData({ descriptionEn: text(5000) }) },
  ])("accepted: $why", async ({ data }) => {
    await expectAccess(true, create("super_admin", data));
  });

  it.each([
    { why: "a 201-character English title", data: eventData({ titleEn: text(201) }) },
    { why: "an empty English title", data: eventData({ titleEn: "" }) },
    { why: "an English title of only spaces", data: eventData({ titleEn: "   " }) },
    { why: "an English title not a string", data: eventData({ titleEn: 7 }) },
    { why: "a 201-character English venue", data: eventData({ venueEn: text(201) }) },
    { why: "an empty English venue", data: eventData({ venueEn: "" }) },
    { why: "a 5,001-character English description", data: eventData({ descriptionEn: text(5001) }) },
    { why: "an English description not a string", data: eventData({ descriptionEn: ["a"] }) },
    { why: "a field for another language", data: eventData({ titleFr: "Fête" }) },
  ])("refused: $why", async ({ data }) => {
    await expectAccess(false, create("super_admin", data));
  });

  it("a sales_admin may not write them", async () => {
    await expectAccess(false, create("sales_admin", eventData({ titleEn: "Palace party" })));
    await expectAccess(false, updateDoc(doc(h.db("sales_admin"), "events", "draft"), { titleEn: "Another" }));
  });

  it("super_admin edits and clears them", async () => {
    const draft = doc(h.db("super_admin"), "events", "draft");
    await expectAccess(true, updateDoc(draft, { titleEn: "Another party" }));
    await expectAccess(true, updateDoc(draft, { titleEn: deleteField(), venueEn: deleteField() }));
    await expectAccess(false, updateDoc(draft, { descriptionEn: text(5001) }));
  });
});

describe("ticketTypes: the English name", () => {
  const type = (who: "super_admin" | "sales_admin", id: string) => doc(h.db(who), "events", "draft", "ticketTypes", id);

  it("accepted: up to 100 characters, edited and cleared by super_admin", async () => {
    await expectAccess(true, setDoc(type("super_admin", "new"), ticketTypeData({ nameEn: text(100) })));
    await expectAccess(true, updateDoc(type("super_admin", "standard"), { nameEn: "Regular" }));
    await expectAccess(true, updateDoc(type("super_admin", "standard"), { nameEn: deleteField() }));
  });

  it.each([
    { why: "101 characters", nameEn: text(101) },
    { why: "empty", nameEn: "" },
    { why: "only spaces", nameEn: "  " },
    { why: "not a string", nameEn: 1 },
  ])("refused: an English name of $why", async ({ nameEn }) => {
    await expectAccess(false, setDoc(type("super_admin", "new"), ticketTypeData({ nameEn })));
  });

  it("a sales_admin may not write it", async () => {
    await expectAccess(false, updateDoc(type("sales_admin", "standard"), { nameEn: "Regular" }));
  });
});
