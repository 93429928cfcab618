// Firestore ids as this app makes them (auto ids). An id from the address bar
// that is anything else ("..", "a/b") names no document, and some such
// strings would make the SDK throw instead of answering "not found".
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function isDocumentId(id: string): boolean {
  return DOCUMENT_ID.test(id);
}

/** The address of a ticket's page. */
export function ticketPath(ticketId: string): string {
  return `/ticket/${encodeURIComponent(ticketId)}`;
}

/** "#AbC12xYz": enough of a 20-character id to tell orders or tickets apart on screen. */
export function shortTicketId(ticketId: string): string {
  return `#${ticketId.slice(0, 8)}`;
}

