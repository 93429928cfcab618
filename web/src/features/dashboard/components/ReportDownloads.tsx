// The accountant's downloads for the dashboard's event and period: the
// sales report and the invoices and credit notes issued. What makes the
// files (report/downloads.ts) is a chunk of its own, loaded on the first
// click: most visits only look (docs/performance.md, page budgets).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import DownloadIcon from "@mui/icons-material/Download";
import { dashboardMessages } from "@bawwaba/common";
import { useState } from "react";
import { importOnce } from "../../../lib/importOnce";
import type { ReportPeriod } from "../report/downloads";

const texts = dashboardMessages.report;
const loadDownloads = importOnce(() => import("../report/downloads"));

const FILES = ["salesReport", "taxDocuments"] as const;
type ReportFile = (typeof FILES)[number];

/** `period`: undefined while the dashboard's figures load or its period is not valid. */
export function ReportDownloads({ period }: { period?: ReportPeriod }) {
  const [busy, setBusy] = useState<ReportFile>();
  const [failed, setFailed] = useState(false);

  const download = (file: ReportFile) => {
    if (!period || busy) return;
    setBusy(file);
    setFailed(false);
    loadDownloads()
      .then((downloads) => (file === "salesReport" ? downloads.downloadSalesReport(period) : downloads.downloadTaxDocuments(period)))
      .catch((error: unknown) => {
        console.error(`Could not make the ${file} file`, error);
        setFailed(true);
      })
      .finally(() => setBusy(undefined));
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap>
        {FILES.map((file) => (
          <Button
            key={file}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!period || (busy !== undefined && busy !== file)}
            loading={busy === file}
            onClick={() => download(file)}
            data-testid={`download-${file}`}
          >
            {texts[file]}
          </Button>
        ))}
      </Stack>
      {failed && (
        <Alert severity="error" role="alert">
          {texts.failed}
        </Alert>
      )}
    </Stack>
  );
}
