// Thin callables of the gate: check the caller, parse the input, call the service.
import { redeemTicketInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { parseInput, requireRole } from "../shared/https.js";
import { keyRingFor } from "./keyRing.js";
import { redeemTicket as redeem } from "./redeemTicket.js";

export const redeemTicket = onCall({ timeoutSeconds: 30 }, async (request) => {
  // Only gate staff scan: to a signed-out caller, as to a seller, the gate is
  // closed (permission-denied), not a sign-in prompt.
  const scanner = await requireRole(request, ["super_admin", "qr_scanner"], { signedOut: "permission-denied" });
  const input = parseInput(redeemTicketInput, request.data);
  return redeem({ db, keyRingFor: (kid) => keyRingFor(db, kid) }, scanner, input);
});
