// The public catalogue (functions/src/catalogue) against the emulators:
// through Hosting's /api/catalogue rewrite it answers the published events
// not yet over with their ticket types, prices and what is left, never a
// draft or a field that is not for the public, with the header that lets the
// CDN keep it; and an instance reads Firestore once per cache window however
// many requests reach it.
import {
  CATALOGUE_CDN_MAX_AGE_SECONDS,
  COLLECTIONS,
  DEFAULT_DISPLAY_SETTINGS,
  ORGANISER_SETTINGS_ID,
  inventoryShardId,
  type Catalogue,
  type CatalogueEventAnswer,
} from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { answerCatalogueRequest } from "../../functions/src/catalogue/answer";
import { catalogueService } from "../../functions/src/catalogue/catalogue";
import { forgetOrganiserSettings } from "../../functions/src/settings/organiserSettings";
import { adminDb, HOSTING_URL } from "../support/emulators";
import { TEST_ORGANISER, useTestOrganiser } from "../support/invoicing";
import { createEventWithType } from "../support/salesFixtures";

const PRIVATE_NOTE = "ملاحظة داخلية لا يراها الجمهور";

let onSale: { eventId: string; ticketTypeId: string };
let draft: { eventId: string };
let ended: { eventId: string };

beforeAll(async () => {
  onSale = await createEventWithType({ capacity: 100, price: 15000, perOrderLimit: 6 }, { title: "حفل الكتالوج" });
  const event = adminDb.collection(COLLECTIONS.events).doc(onSale.eventId);
  // Fields a document may carry that are no visitor's business.
  await event.update({ internalNote: PRIVATE_NOTE, costs: { venueRent: 900000 } });
  await event.collection(COLLECTIONS.ticketTypes).doc(onSale.ticketTypeId).update({ cost: 4200, inventory: { shards: 2 } });
  await Promise.all(
    [0, 1].map((index) =>
      event
        .collection(COLLECTIONS.inventory)
        .doc(inventoryShardId(onSale.ticketTypeId, index))
        .set({ ticketTypeId: onSale.ticketTypeId, index, allotment: 50, sold: index === 0 ? 7 : 4 }),
    ),
  );
  draft = await createEventWithType({}, { status: "draft", title: "مسودة الكتالوج" });
  ended = await createEventWithType({}, { title: "حفل انتهى" });
  await adminDb
    .collection(COLLECTIONS.events)
    .doc(ended.eventId)
    .update({ startsAt: Timestamp.fromDate(new Date("2024-01-01T18:00:00Z")) });
});

const get = (path: string, init?: RequestInit) => fetch(`${HOSTING_URL}${path}`, init);

describe("GET /api/catalogue", () => {
  it("answers the events on sale with their types, prices and what is left, and nothing private", async () => {
    // A function instance may still hold an answer from before these events (one cache window).
    let body = "";
    await expect
      .poll(
        async () => {
          const response = await get("/api/catalogue");
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toContain("application/json");
          expect(response.headers.get("cache-control")).toBe(
            `public, max-age=5, s-maxage=${CATALOGUE_CDN_MAX_AGE_SECONDS}`,
          );
          body = await response.text();
          return body.includes(onSale.eventId);
        },
        { timeout: (CATALOGUE_CDN_MAX_AGE_SECONDS + 10) * 1000, interval: 1000 },
      )
      .toBe(true);

    const catalogue = JSON.parse(body) as Catalogue;
    const ids = catalogue.events.map((event) => event.id);
    expect(ids).not.toContain(draft.eventId);
    expect(ids).not.toContain(ended.eventId);
    expect(catalogue.events.find((event) => event.id === onSale.eventId)).toEqual({
      id: onSale.eventId,
      title: "حفل الكتالوج",
      description: "",
      category: "party",
      venue: "مسرح المدينة",
      startsAt: Date.parse("2027-03-01T18:00:00Z"),
      currency: "SAR",
      timeZone: "Asia/Riyadh",
      ticketTypes: [{ id: onSale.ticketTypeId, name: "عادي", price: 15000, perOrderLimit: 6, remaining: 89 }],
    });
    // Of the organiser's settings, only the display settings (their values are another file's to set).
    expect(Object.keys(catalogue.display ?? {}).sort()).toEqual(["digits", "hijri"]);
    // Exactly the public fields, in the whole answer.
    for (const secret of [PRIVATE_NOTE, "internalNote", "costs", "cost", "capacity", "sold", "status", "inventory", "legalName", "vatNumber", "vatRate", "updatedBy"]) {
      expect(body).not.toContain(secret);
    }
  });

  it("answers one event on sale by its id, and 404 for a draft, an event that is over or no event", async () => {
    const response = await get(`/api/catalogue/${onSale.eventId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain(`s-maxage=${CATALOGUE_CDN_MAX_AGE_SECONDS}`);
    const { event } = (await response.json()) as CatalogueEventAnswer;
    expect(event.ticketTypes.map((type) => type.remaining)).toEqual([89]);

    for (const id of [draft.eventId, ended.eventId, "no-such-event"]) {
      const refused = await get(`/api/catalogue/${id}`);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(await refused.json())).not.toContain("مسودة الكتالوج");
    }
  });

  it("answers 404 for a path that is no event id, without looking it up", async () => {
    const catalogue = catalogueService(adminDb);
    for (const path of ["/api/catalogue/../users", `/api/catalogue/${"x".repeat(200)}`, "/api/catalogue/a/b"]) {
      expect((await answerCatalogueRequest(catalogue, { method: "GET", path })).status).toBe(404);
    }
  });

  it("answers nothing but GET", async () => {
    const response = await get("/api/catalogue", { method: "POST", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the catalogue's cache window", () => {
  it("reads Firestore once for 1,000 sequential requests in one window, again after it", async () => {
    let now = Date.now();
    const catalogue = catalogueService(adminDb, { clock: () => now });
    const request = { method: "GET", path: "/api/catalogue" };

    const first = await answerCatalogueRequest(catalogue, request);
    expect(first.status).toBe(200);
    const onePass = catalogue.documentsRead;
    const eventsOnSale = (first.body as { events: unknown[] }).events.length;
    // The published events' query, then each one's ticket types and inventory shards.
    expect(onePass).toBeGreaterThanOrEqual(1 + 2 * eventsOnSale);

    for (let n = 1; n < 1000; n += 1) {
      now += 5; // 1,000 requests over 5 s, inside the 10 s window
      const path = n % 2 === 0 ? request.path : `/api/catalogue/${n % 3 === 0 ? onSale.eventId : `unknown-${n}`}`;
      const answer = await answerCatalogueRequest(catalogue, { method: "GET", path });
      expect(answer.status).not.toBe(500);
    }
    console.log(`1,000 catalogue requests in one window: ${catalogue.documentsRead} documents read (${eventsOnSale} events on sale)`);
    expect(catalogue.documentsRead).toBe(onePass);

    now += CATALOGUE_CDN_MAX_AGE_SECONDS * 1000;
    await answerCatalogueRequest(catalogue, request);
    expect(catalogue.documentsRead).toBeGreaterThan(onePass);
    expect(catalogue.documentsRead).toBeLessThanOrEqual(3 * onePass);
  });
});

describe("the organiser's display settings in the catalogue", () => {
  const settingsRef = adminDb.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);
  const displayWith = async (settings: Record<string, unknown>) => {
    await settingsRef.set({ ...settings, updatedAt: Timestamp.now(), updatedBy: "tests" });
    forgetOrganiserSettings(adminDb);
    return (await catalogueService(adminDb).all()).display;
  };

  it("carries the digits and the Hijri date chosen, and nothing else of the settings", async () => {
    try {
      const logo = "data:image/png;base64,iVBORw0KGgo=";
      const display = await displayWith({ ...TEST_ORGANISER, logo, digits: "arab", hijri: false });
      expect(display).toStrictEqual({ digits: "arab", hijri: false });
      const body = JSON.stringify(await catalogueService(adminDb).all());
      for (const secret of [TEST_ORGANISER.legalName, TEST_ORGANISER.vatNumber, TEST_ORGANISER.address, logo, "updatedBy"]) {
        expect(body).not.toContain(secret);
      }
    } finally {
      await useTestOrganiser();
    }
  });

  // (None saved at all gives the defaults too: common/test/displaySettings.test.ts. Not here: the settings are every test file's.)
  it("carries the defaults for settings saved before these existed", async () => {
    try {
      expect(await displayWith(TEST_ORGANISER)).toStrictEqual(DEFAULT_DISPLAY_SETTINGS);
    } finally {
      await useTestOrganiser();
    }
  });
});
