// The organiser's settings (`settings/organiser`, common/src/organiserSettings.ts),
// live, as the /settings page edits them. Only a super_admin may read them
// (firestore.rules).
import { COLLECTIONS, ORGANISER_SETTINGS_ID, organiserSettingsSchema, parseDocument, type OrganiserSettingsDoc } from "@bawwaba/common";
import { doc, type Unsubscribe } from "firebase/firestore";
import { db } from "../lib/firebase";
import { subscribeToDocument } from "./liveDocument";

/** The settings, live; null before a super_admin first saved them. */
export function subscribeToOrganiserSettings(
  onChange: (settings: OrganiserSettingsDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToDocument(
    doc(db, COLLECTIONS.settings, ORGANISER_SETTINGS_ID),
    (snapshot) => parseDocument(organiserSettingsSchema, snapshot.ref.path, snapshot.data()),
    onChange,
    onError,
  );
}

