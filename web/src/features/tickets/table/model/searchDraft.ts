// What the tickets table's search box holds. A search is sent to the URL
// (`?q=`), and the page shows the URL's search; but the URL arrives a moment
// after the submit, and on a slow phone the next words are already being
// typed: the box keeps them when the URL brings the search it sent, and
// shows the URL's text only when it comes from elsewhere (Back, a link,
// "clear all").

export interface SearchDraft {
  /** What the box shows. */
  typed: string;
  /** The URL's search text the box last saw. */
  urlText: string;
  /** The last search this box sent, trimmed as the URL keeps it. */
  sent: string;
}

export const searchDraftOf = (urlText: string): SearchDraft => ({ typed: urlText, urlText, sent: urlText });

/** The box once the URL's search is `urlText`. */
export function withUrlText(draft: SearchDraft, urlText: string): SearchDraft {
  if (urlText === draft.urlText) return draft;
  return { typed: urlText === draft.sent ? draft.typed : urlText, urlText, sent: draft.sent };
}

/** The box once `text` is sent as the search. */
export const withSent = (draft: SearchDraft, text: string): SearchDraft => ({ ...draft, sent: text.trim() });
