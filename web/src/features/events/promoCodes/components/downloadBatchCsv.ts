// Saves a batch's codes as a CSV file: from its row in the list, and at once
// after the batch is generated.
import type { ManagedEvent } from "../../../../data/managedEvents";
import { downloadTextFile } from "../../../../lib/downloadTextFile";
import { batchCsv, batchCsvFileName, type PromoCodeBatchView } from "../model/promoCodeBatches";

export function downloadBatchCsv(batch: PromoCodeBatchView, event: ManagedEvent): void {
  downloadTextFile(batchCsvFileName(batch), batchCsv(batch, event, Date.now()), "text/csv;charset=utf-8");
}
