// Thin callables of the invoices domain: check the caller, parse the input,
// call the service.
import { ar, getOrderInvoicesInput } from "@bawwaba/common";
import { HttpsError, onCall } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { isAccessToken } from "../orders/orderAccess.js";
import { orderLinkSecret } from "../payments/secrets.js";
import { parseInput, requireRole } from "../shared/https.js";
import { getOrderInvoices as readOrderInvoices } from "./orderInvoices.js";
import { inCallersLanguage } from "../shared/callerLanguage.js";

// The buyer's page of an order's invoice opens with the order's private link;
// the sales editor's with a staff sign-in.
export const getOrderInvoices = onCall({ secrets: [orderLinkSecret] }, async (request) =>
  inCallersLanguage(request, async () => {
    const input = parseInput(getOrderInvoicesInput, request.data);
    if (input.accessToken !== undefined) {
      if (!isAccessToken(orderLinkSecret.value(), input.orderId, input.accessToken)) throw new HttpsError("not-found", ar.errors.orderLinkInvalid);
      return readOrderInvoices(db, { kind: "link" }, input.orderId);
    }
    const caller = await requireRole(request, ["super_admin", "sales_admin"]);
    return readOrderInvoices(db, { kind: "staff", caller }, input.orderId);
  }));
