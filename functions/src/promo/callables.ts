// Thin callables of promo and access codes: check the caller, parse the
// input, call the service (docs/contracts.md "Promo and access codes").
import { checkPromoCodeInput, createPromoCodeInput, generatePromoCodesInput, isRole, setPromoCodeActiveInput } from "@bawwaba/common";
import { onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { inEmulator } from "../config.js";
import { parseInput, requireRole, requireVerifiedPhone } from "../shared/https.js";
import { checkPromoCode as check } from "./checkPromoCode.js";
import { createPromoCode as create, generatePromoCodes as generate, setPromoCodeActive as setActive } from "./managePromoCodes.js";
import { inCallersLanguage } from "../shared/callerLanguage.js";

export const createPromoCode = onCall(async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return create(db, actor, parseInput(createPromoCodeInput, request.data));
});

// Up to 1,000 codes in a few batch writes: more time than a simple call.
export const generatePromoCodes = onCall({ timeoutSeconds: 120 }, async (request) => {
  const actor = await requireRole(request, ["super_admin"]);
  return generate(db, actor, parseInput(generatePromoCodesInput, request.data));
});

export const setPromoCodeActive = onCall(async (request) => {
  await requireRole(request, ["super_admin"]);
  return setActive(db, parseInput(setPromoCodeActiveInput, request.data));
});

// Sellers at the box office, or a buyer signed in with a verified phone (as
// for a purchase): a code is not something to try anonymously by the
// thousand, and in production App Check vouches for the shop's own page too.
export const checkPromoCode = onCall({ enforceAppCheck: !inEmulator }, async (request) =>
  inCallersLanguage(request, async () => {
    if (isRole(request.auth?.token.role)) await requireRole(request, ["super_admin", "sales_admin"]);
    else requireVerifiedPhone(request);
    return check(db, parseInput(checkPromoCodeInput, request.data), Date.now());
  }));
