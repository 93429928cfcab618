// The latest bulk jobs, so that a running job is found again after a reload.
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { arPublic, bulkTicketsMessages, DEFAULT_TIME_ZONE, formatDateTime, ticketsMessages } from "@bawwaba/common";
import type { ManagedEvent } from "../../../data/managedEvents";
import { useRecentJobs } from "../hooks/useJobs";
import type { JobView } from "../../../data/ticketViews";
import { JOB_STATUS_COLOR } from "./jobStatusColor";

const { jobStatuses } = ticketsMessages;

const { bulk } = bulkTicketsMessages;

function jobTitle(job: JobView, events: ManagedEvent[]): { title: string; timeZone: string } {
  const event = events.find((candidate) => candidate.id === job.eventId);
  const type = event?.ticketTypes.find((candidate) => candidate.id === job.ticketTypeId);
  const parts = [event?.title ?? job.eventId, type?.name, job.label].filter(Boolean);
  return { title: parts.join(" · "), timeZone: event?.timeZone ?? DEFAULT_TIME_ZONE };
}

interface RecentJobsListProps {
  events: ManagedEvent[];
  openJobId?: string;
  onOpen: (jobId: string) => void;
}

export function RecentJobsList({ events, openJobId, onOpen }: RecentJobsListProps) {
  const { jobs, error } = useRecentJobs();
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!jobs) return <Typography color="text.secondary">{arPublic.shell.loading}</Typography>;
  if (jobs.length === 0) return <Typography color="text.secondary">{bulk.noJobs}</Typography>;
  return (
    <List dense disablePadding data-testid="recent-jobs">
      {jobs.map((job) => {
        const { title, timeZone } = jobTitle(job, events);
        return (
          // The button sits in an <li>: a list holds list items only (axe "list").
          <ListItem key={job.id} disablePadding divider>
            <ListItemButton selected={job.id === openJobId} onClick={() => onOpen(job.id)}>
              <ListItemText
                primary={title}
                secondary={[
                  `${bulk.createdAt} ${formatDateTime(job.createdAtMillis, timeZone)}`,
                  bulk.progress(job.done, job.total),
                ].join(" · ")}
                slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
              />
              <Chip size="small" label={jobStatuses[job.status]} color={JOB_STATUS_COLOR[job.status]} sx={{ ml: 1 }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
