// One document, live, for the pages that show a thing by its id (a ticket,
// an order).
import { onSnapshot, type DocumentReference, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";

/**
 * `read` of the document, live; null when there is no such document. A
 * snapshot from the local cache that lacks it is not an answer yet: the
 * server may have it. A document `read` cannot make sense of goes to onError.
 */
export function subscribeToDocument<T>(
  ref: DocumentReference,
  read: (snapshot: DocumentSnapshot) => T,
  onChange: (value: T | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    (snapshot) => {
      if (!snapshot.exists() && snapshot.metadata.fromCache) return;
      try {
        onChange(snapshot.exists() ? read(snapshot) : null);
      } catch (error) {
        onError(error);
      }
    },
    onError,
  );
}
