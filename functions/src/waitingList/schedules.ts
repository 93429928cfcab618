// The minute's sweep of the waiting lists (lapseOffers.ts): offers past their
// window pass to the next entries, and no freed ticket waits longer than this
// for an open list.
import { logger } from "firebase-functions/v2";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { db } from "../admin.js";
import { sweepWaitingLists } from "./lapseOffers.js";

export const sweepWaitingListOffers = onSchedule("every 1 minutes", async () => {
  const { lapsed, offered } = await sweepWaitingLists(db);
  if (lapsed > 0 || offered > 0) logger.info(`Waiting lists: ${lapsed} offers lapsed, ${offered} made`);
});
