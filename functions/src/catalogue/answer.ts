// What a catalogue request is answered (the `catalogue` function writes it):
// GET only; `/api/catalogue` (through Hosting) or `/` (the function's own
// URL) for every event on sale, `…/{eventId}` for one. Every answer but a
// failure may be kept by the browser and the CDN for the catalogue's window.
import { ar, CATALOGUE_CACHE_CONTROL, CATALOGUE_PATH } from "@bawwaba/common";
import type { CatalogueService } from "./catalogue.js";

export interface CatalogueAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A Firestore document id as the shop links to it: no slash, no control characters, not too long. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const cached = (status: number, body: unknown): CatalogueAnswer => ({
  status,
  headers: { "Cache-Control": CATALOGUE_CACHE_CONTROL },
  body,
});

export async function answerCatalogueRequest(
  catalogue: CatalogueService,
  request: { method: string; path: string },
): Promise<CatalogueAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" }, body: { error: ar.errors.unknown } };
  }
  const rest = (request.path.startsWith(CATALOGUE_PATH) ? request.path.slice(CATALOGUE_PATH.length) : request.path).replace(
    /^\/+|\/+$/g,
    "",
  );
  if (rest === "") return cached(200, await catalogue.all());
  const event = EVENT_ID.test(rest) ? await catalogue.event(rest) : null;
  return event ? cached(200, { event }) : cached(404, { error: ar.errors.eventNotFound });
}
