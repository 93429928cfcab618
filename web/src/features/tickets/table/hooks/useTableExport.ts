// Exporting every ticket of the current filter to a CSV file, read 1,000 at a
// time with a running count; the user may stop it. The file's making (its
// columns, the answers' words) is a chunk of its own, loaded with the first
// export: most visits only look (docs/performance.md, page budgets).
import { ticketsTableMessages } from "@bawwaba/common";
import { useEffect, useRef, useState } from "react";
import { downloadTextFile } from "../../../../lib/downloadTextFile";
import { importOnce } from "../../../../lib/importOnce";
import { fetchAllTableTickets } from "../api";
import type { TableCsvOptions } from "../model/tableCsv";
import type { TicketTableFilter } from "../model/tableFilter";

export interface TableExport {
  /** Tickets read so far while exporting, else undefined. */
  progress?: number;
  error?: string;
  /** Starts an export; the file holds the entry codes only when `includeCodes` says so. */
  start: (includeCodes: boolean) => void;
  cancel: () => void;
}

const loadTableCsv = importOnce(() => import("../model/tableCsv"));

export function useTableExport(filter: TicketTableFilter, timeZoneOf: TableCsvOptions["timeZoneOf"]): TableExport {
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const running = useRef<AbortController | undefined>(undefined);

  // Leaving the page stops an export on its way.
  useEffect(() => () => running.current?.abort(), []);

  const start = (includeCodes: boolean) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setError(undefined);
    setProgress(0);
    Promise.all([fetchAllTableTickets(filter, setProgress, controller.signal), loadTableCsv()])
      .then(([tickets, { ticketsTableCsv }]) => {
        const today = new Date().toISOString().slice(0, 10);
        const csv = ticketsTableCsv(tickets, { includeCodes, timeZoneOf });
        downloadTextFile(ticketsTableMessages.exportCsv.fileName(today), csv, "text/csv;charset=utf-8");
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Could not export the tickets", failure);
        setError(ticketsTableMessages.exportCsv.failed);
      })
      .finally(() => {
        running.current = undefined;
        setProgress(undefined);
      });
  };

  return { progress, error, start, cancel: () => running.current?.abort() };
}
