// The public catalogue (common/src/catalogue.ts): published events not yet
// over, with their ticket types, prices and what is left, built from an
// explicit list of public fields (never a draft, a cost or an internal note
// that a document may carry). A function instance keeps its answer for the
// CDN's window, so however many requests reach it, Firestore is read once per
// window; `documentsRead` counts what it did read. With the events go the
// organiser's display settings, and nothing else of the settings (the
// settings module keeps its own read a few seconds, so a build reads them at
// most once and usually not at all).
import {
  byTicketTypeOrder,
  CATALOGUE_CDN_MAX_AGE_SECONDS,
  COLLECTIONS,
  eventSchema,
  inventoryShardSchema,
  parseDocument,
  questionsOfEvent,
  ticketTypeSchema,
  type Catalogue,
  type CatalogueEvent,
} from "@bawwaba/common";
import { logger } from "firebase-functions/v2";
import type { DocumentSnapshot, Firestore, Query } from "firebase-admin/firestore";
import { readDisplaySettings } from "../settings/organiserSettings.js";

export interface CatalogueService {
  /** The catalogue, from the memo while it is younger than the window. */
  all(): Promise<Catalogue>;
  /** One event of the catalogue, or null when it is not on it (a draft, over, no such event). */
  event(eventId: string): Promise<CatalogueEvent | null>;
  /** Firestore documents read so far (an empty query counts one, as Firestore bills it). */
  readonly documentsRead: number;
}

/** Each snapshot `read`; a malformed one is logged and left out rather than breaking the shop. */
function readAll<T>(snapshots: DocumentSnapshot[], read: (snapshot: DocumentSnapshot) => T): T[] {
  return snapshots.flatMap((snapshot) => {
    try {
      return [read(snapshot)];
    } catch (error) {
      logger.error("Left a malformed document out of the catalogue", { path: snapshot.ref.path, error: String(error) });
      return [];
    }
  });
}

export function catalogueService(
  db: Firestore,
  { memoMs = CATALOGUE_CDN_MAX_AGE_SECONDS * 1000, clock = Date.now }: { memoMs?: number; clock?: () => number } = {},
): CatalogueService {
  let documentsRead = 0;
  let memo: { builtAt: number; catalogue: Promise<Catalogue> } | undefined;

  const query = async (ref: Query) => {
    const snapshot = await ref.get();
    documentsRead += Math.max(1, snapshot.size);
    return snapshot.docs;
  };

  async function eventWithTypes(snapshot: DocumentSnapshot): Promise<CatalogueEvent> {
    const event = parseDocument(eventSchema, snapshot.ref.path, snapshot.data());
    const questions = questionsOfEvent(snapshot.ref.path, snapshot.data());
    const [types, shards] = await Promise.all([
      query(snapshot.ref.collection(COLLECTIONS.ticketTypes)),
      query(snapshot.ref.collection(COLLECTIONS.inventory)),
    ]);
    const sold = new Map<string, number>();
    for (const shard of readAll(shards, (doc) => parseDocument(inventoryShardSchema, doc.ref.path, doc.data()))) {
      sold.set(shard.ticketTypeId, (sold.get(shard.ticketTypeId) ?? 0) + shard.sold);
    }
    const ticketTypes = readAll(types, (doc) => ({ id: doc.id, ...parseDocument(ticketTypeSchema, doc.ref.path, doc.data()) }))
      // A hidden type is sold only with a code that names it (common/src/promoCodes.ts): the public never sees it listed.
      .filter((type) => !type.hidden)
      .sort(byTicketTypeOrder)
      .map((type) => ({
        id: type.id,
        name: type.name,
        ...(type.nameEn ? { nameEn: type.nameEn } : {}),
        price: type.price,
        perOrderLimit: type.perOrderLimit,
        salesStart: type.salesStart?.toMillis(),
        salesEnd: type.salesEnd?.toMillis(),
        // As the shop counted it from the shards (common/src/availability.ts);
        // none for the public while the waiting list is open (its tickets are the list's).
        remaining: type.waitingList?.open ? 0 : Math.max(0, type.capacity - (sold.get(type.id) ?? 0)),
        ...(type.waitingList?.open ? { waitingList: { paused: type.waitingList.paused } } : {}),
      }));
    return {
      id: snapshot.id,
      title: event.title,
      description: event.description,
      category: event.category,
      venue: event.venue,
      ...(event.titleEn ? { titleEn: event.titleEn } : {}),
      ...(event.descriptionEn ? { descriptionEn: event.descriptionEn } : {}),
      ...(event.venueEn ? { venueEn: event.venueEn } : {}),
      startsAt: event.startsAt.toMillis(),
      endsAt: event.endsAt?.toMillis(),
      currency: event.currency,
      timeZone: event.timeZone,
      ticketTypes,
      // The questions asked at checkout (common/src/checkoutQuestions.ts): public words, no answers.
      ...(questions.length > 0 ? { questions } : {}),
    };
  }

  async function build(now: number): Promise<Catalogue> {
    const [published, display] = await Promise.all([
      query(db.collection(COLLECTIONS.events).where("status", "==", "published").orderBy("startsAt")),
      readDisplaySettings(db, now),
    ]);
    const onSale = published.filter((snapshot) => {
      const ends = snapshot.get("endsAt") ?? snapshot.get("startsAt");
      return typeof ends?.toMillis === "function" && ends.toMillis() >= now;
    });
    const events = await Promise.all(
      onSale.map((snapshot) =>
        eventWithTypes(snapshot).catch((error: unknown) => {
          logger.error("Left a malformed event out of the catalogue", { eventId: snapshot.id, error: String(error) });
          return null;
        }),
      ),
    );
    return { events: events.filter((event) => event !== null), display };
  }

  function all(): Promise<Catalogue> {
    const now = clock();
    if (!memo || now - memo.builtAt >= memoMs) {
      const catalogue = build(now);
      memo = { builtAt: now, catalogue };
      // A failed read is not kept: the next request tries again.
      catalogue.catch(() => {
        if (memo?.catalogue === catalogue) memo = undefined;
      });
    }
    return memo.catalogue;
  }

  return {
    all,
    // From the whole catalogue's memo: an unknown id costs no read.
    event: async (eventId) => (await all()).events.find((event) => event.id === eventId) ?? null,
    get documentsRead() {
      return documentsRead;
    },
  };
}
