// One bulk job, live: its progress while it runs, then its tickets to export
// (CSV, all of them) or print (loaded a page at a time).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import { arPublic, bulkTicketsMessages, ticketFilesMessages, ticketsMessages } from "@bawwaba/common";
import { useMemo, useState } from "react";
import { downloadTextFile } from "../../../lib/downloadTextFile";
import type { ManagedEvent } from "../../../data/managedEvents";
import { fetchAllJobTickets } from "../api";
import { useJob } from "../hooks/useJobs";
import { useTicketPages } from "../hooks/useTicketPages";
import { loadErrorMessage } from "../../../lib/loadErrors";
import { toPrintable } from "../model/printable";
import { ticketsCsv } from "../model/ticketsCsv";
import type { JobView, TicketListFilter } from "../../../data/ticketViews";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";
import { JOB_STATUS_COLOR } from "./jobStatusColor";
import { TicketsLoadMore } from "./TicketsLoadMore";

const { jobStatuses } = ticketsMessages;

const { bulk } = bulkTicketsMessages;
/** Tickets loaded per "load more" for printing; the print preview shows 200 at a time anyway. */
const PRINT_PAGE_SIZE = 1000;

function ExportCsvButton({ job }: { job: JobView }) {
  const [read, setRead] = useState<number>();
  const [error, setError] = useState<string>();

  async function exportCsv() {
    setError(undefined);
    setRead(0);
    try {
      const tickets = await fetchAllJobTickets(job.id, setRead);
      const csv = ticketsCsv(
        tickets.map((ticket) => ({
          serial: ticket.serial,
          ticketId: ticket.id,
          code: ticket.code,
          event: ticket.eventTitle,
          type: ticket.ticketTypeName,
          label: ticket.label,
        })),
      );
      downloadTextFile(bulk.csvFileName(job.id), csv, "text/csv;charset=utf-8");
    } catch (failure) {
      console.error("Could not export the job's tickets", failure);
      setError(`${ticketFilesMessages.exportFailed} ${loadErrorMessage(failure)}`);
    } finally {
      setRead(undefined);
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        loading={read !== undefined}
        loadingPosition="start"
        onClick={() => void exportCsv()}
        data-testid="export-csv"
      >
        {read === undefined ? ticketFilesMessages.exportCsv : bulk.exporting(read, job.total)}
      </Button>
      {/* The file is for printing the tickets, codes included: it says what it holds. */}
      <Typography variant="body2" color="text.secondary">
        {bulk.csvCodesWarning}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function PrintJobTickets({ job, event }: { job: JobView; event: ManagedEvent }) {
  const [wanted, setWanted] = useState(false);
  const filter = useMemo<TicketListFilter | undefined>(() => (wanted ? { jobId: job.id } : undefined), [wanted, job.id]);
  const pages = useTicketPages(filter, PRINT_PAGE_SIZE);
  const printable = useMemo(() => pages.tickets?.map((ticket) => toPrintable(ticket, event)) ?? [], [pages.tickets, event]);

  if (!wanted) {
    return (
      <Button variant="outlined" onClick={() => setWanted(true)} sx={{ alignSelf: "flex-start" }}>
        {bulk.loadForPrint}
      </Button>
    );
  }
  if (!pages.tickets) {
    return pages.error ? <Alert severity="error">{pages.error}</Alert> : <LinearProgress aria-label={arPublic.shell.loading} />;
  }
  return (
    <Stack spacing={1.5}>
      <Typography>{bulk.loadedForPrint(printable.length, job.total)}</Typography>
      <PrintTicketsButton tickets={printable} />
      <TicketsLoadMore pages={pages} />
    </Stack>
  );
}

export function BulkJobPanel({ jobId, events }: { jobId: string; events: ManagedEvent[] }) {
  const { job, error } = useJob(jobId);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (job === undefined) return <LinearProgress aria-label={arPublic.shell.loading} />;
  if (job === null) return <Alert severity="warning">{bulk.jobNotFound}</Alert>;

  const event = events.find((candidate) => candidate.id === job.eventId);
  const type = event?.ticketTypes.find((candidate) => candidate.id === job.ticketTypeId);
  const percent = job.total > 0 ? Math.min(100, (job.done / job.total) * 100) : 0;

  return (
    <Stack spacing={2} data-testid="bulk-job" data-job-id={job.id} data-status={job.status}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {[event?.title, type?.name, job.label].filter(Boolean).join(" · ") || bulk.job}
        </Typography>
        <Chip label={jobStatuses[job.status]} color={JOB_STATUS_COLOR[job.status]} />
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={job.status === "failed" ? "error" : job.status === "done" ? "success" : "primary"}
        data-testid="bulk-progress"
        aria-label={bulk.job}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography role="status" data-testid="bulk-progress-count">
        {bulk.progress(job.done, job.total)}
      </Typography>
      {job.status === "failed" && (
        <Alert severity="error" role="alert">
          {job.error ?? bulk.failed}
        </Alert>
      )}
      {job.status === "done" && (
        <>
          <Alert severity="success">{bulk.doneMessage(job.total)}</Alert>
          <ExportCsvButton job={job} />
          {event && <PrintJobTickets job={job} event={event} />}
        </>
      )}
    </Stack>
  );
}
