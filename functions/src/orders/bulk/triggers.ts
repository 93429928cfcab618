// Thin triggers of bulk jobs: each write of a running job runs its next step;
// a scheduled sweep restarts jobs whose step was lost (instance restarted).
import { ar, COLLECTIONS, jobSchema } from "@bawwaba/common";
import { logger } from "firebase-functions/v2";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { db } from "../../admin.js";
import { currentSigner, publishSigningKey, ticketSigningKey } from "../../tickets/signingKey.js";
import { resumeStalledJobs, runBulkJobStep } from "./runBulkJobStep.js";

const STEP_ATTEMPTS = 3;
/** A running job with no progress for this long lost its step. */
const STALE_AFTER_MS = 3 * 60_000;

export const advanceBulkJob = onDocumentWritten(
  { document: `${COLLECTIONS.jobs}/{jobId}`, secrets: [ticketSigningKey], timeoutSeconds: 300, memory: "512MiB" },
  async (event) => {
    if (event.data?.after.get("status") !== "running") return;
    const jobRef = db.collection(COLLECTIONS.jobs).doc(event.params.jobId);
    // Only documents of the job shape are jobs to run; anything else is logged once.
    if (!jobSchema.safeParse(event.data.after.data()).success) {
      logger.error(`jobs/${event.params.jobId} is not a bulk job document; nothing to run`);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const signer = currentSigner();
        await publishSigningKey(db, signer);
        await runBulkJobStep(db, signer, event.params.jobId);
        return;
      } catch (error) {
        logger.error(`Bulk job ${event.params.jobId}: step failed (attempt ${attempt})`, error);
        if (attempt === STEP_ATTEMPTS) {
          // Its tickets stay reserved by the job's order, which the sales editor can cancel.
          await jobRef.update({ status: "failed", error: ar.errors.bulkJobFailed });
          return;
        }
      }
    }
  },
);

export const resumeBulkJobs = onSchedule("every 5 minutes", async () => {
  const resumed = await resumeStalledJobs(db, STALE_AFTER_MS);
  if (resumed.length > 0) logger.warn(`Resumed stalled bulk jobs: ${resumed.join(", ")}`);
});
