// The sweep that ends unpaid online orders' holds, so their tickets go back
// on sale even when no buyer comes by (a purchase that finds too few left
// and the order's own page expire overdue holds too).
import { onSchedule } from "firebase-functions/v2/scheduler";
import { logger } from "firebase-functions/v2";
import { db } from "../admin.js";
import { expireOverdueHolds } from "./holds.js";

export const expireOrderHolds = onSchedule("every 1 minutes", async () => {
  const expired = await expireOverdueHolds(db);
  if (expired > 0) logger.info(`Expired ${expired} unpaid orders' holds`);
});
