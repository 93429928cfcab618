// Thin callables of the waiting lists: check the caller, parse the input,
// call the service (docs/contracts.md "Waiting lists").
import {
  joinWaitingListInput,
  leaveWaitingListInput,
  removeWaitingListEntryInput,
  setWaitingListPausedInput,
} from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { inEmulator } from "../config.js";
import { assertOnSale } from "../orders/saleChecks.js";
import { parseInput, requireRole, requireVerifiedPhone } from "../shared/https.js";
import { appOrigin } from "../shared/urls.js";
import { joinWaitingList as join, leaveWaitingList as leave, removeWaitingListEntry as remove } from "./membership.js";
import { listMyWaitingListOffers as listMine } from "./myEntries.js";
import { setWaitingListPaused as setPaused } from "./pause.js";
import { inCallersLanguage } from "../shared/callerLanguage.js";

// A buyer with a verified phone, as for a purchase; in production App Check
// vouches for the shop's own page, so lists are not filled by scripts.
export const joinWaitingList = onCall({ enforceAppCheck: !inEmulator }, async (request) =>
  inCallersLanguage(request, async () => {
    const buyer = requireVerifiedPhone(request);
    const input = parseInput(joinWaitingListInput, request.data);
    return join(db, buyer, input, { shopOrigin: appOrigin(request.rawRequest.headers.origin), assertOnSale, now: Date.now() });
  }));

export const leaveWaitingList = onCall({ enforceAppCheck: !inEmulator }, async (request) =>
  inCallersLanguage(request, async () => {
    const { phone } = requireVerifiedPhone(request);
    return leave(db, phone, parseInput(leaveWaitingListInput, request.data));
  }));

// `/my-tickets`: the lists of the caller's verified phone, with their open offers.
export const listMyWaitingListOffers = onCall(async (request) =>
  inCallersLanguage(request, async () => {
    const { phone } = requireVerifiedPhone(request);
    return listMine(db, phone);
  }));

export const setWaitingListPaused = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  return setPaused(db, parseInput(setWaitingListPausedInput, request.data));
});

export const removeWaitingListEntry = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  return remove(db, parseInput(removeWaitingListEntryInput, request.data));
});
