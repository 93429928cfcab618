// Thin callables of the settings domain: check the caller, parse the input,
// call the service.
import { setOrganiserSettingsInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { saveOrganiserSettings } from "./saveOrganiserSettings.js";

// The seller every invoice names and the defaults of new events and types: the owner-manager's (docs/product.md "Tax and invoices").
export const setOrganiserSettings = onCall(async (request) => {
  const { uid } = await requireRole(request, ["super_admin"]);
  return saveOrganiserSettings(db, uid, parseInput(setOrganiserSettingsInput, request.data));
});
