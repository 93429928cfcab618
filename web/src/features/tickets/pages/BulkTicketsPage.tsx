// `/super-admin-bulk-tickets`: generate thousands of tickets of one type in a
// job (bulkGenerateTickets), watch its progress, then export or print them.
// The watched job is in the URL (?job=…), and the latest jobs are listed, so
// a reload or another tab finds a running job again.
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, bulkTicketsMessages, ticketListsMessages } from "@bawwaba/common";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import type { ManagedEvent } from "../../../data/managedEvents";
import { BulkJobPanel } from "../components/BulkJobPanel";
import { BulkTicketsForm } from "../components/BulkTicketsForm";
import { EventTypeChoice } from "../components/EventTypeChoice";
import { RecentJobsList } from "../components/RecentJobsList";
import { usePickedEventType } from "../hooks/usePickedEventType";
import { isDocumentId } from "../../../lib/ticketIds";

const { bulk } = bulkTicketsMessages;

const { picker } = ticketListsMessages;

/** The functions issue tickets only for these (not drafts, not cancelled events). */
const canIssue = (event: ManagedEvent) => event.status === "published" || event.status === "closed";

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      {title && (
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export default function BulkTicketsPage({ routePath }: PageProps) {
  const choice = usePickedEventType(canIssue);
  const { allEvents, events, event, type } = choice;
  const [params, setParams] = useSearchParams();
  const jobParam = params.get("job");
  const jobId = jobParam && isDocumentId(jobParam) ? jobParam : undefined;

  const openJob = (id: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set("job", id);
      return next;
    });

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Stack spacing={2}>
        <Typography color="text.secondary">{bulk.intro}</Typography>
        <Section>
          <Stack spacing={2}>
            <EventTypeChoice choice={choice} emptyText={picker.noEvents} showRemaining />
            {event && type ? (
              <BulkTicketsForm key={`${event.id}/${type.id}`} eventId={event.id} type={type} onStarted={openJob} />
            ) : (
              events &&
              events.length > 0 && <Typography color="text.secondary">{bulk.typeRequired}</Typography>
            )}
          </Stack>
        </Section>
        {jobId && allEvents && (
          <Section>
            <BulkJobPanel key={jobId} jobId={jobId} events={allEvents} />
          </Section>
        )}
        {allEvents && (
          <Section title={bulk.recent}>
            <RecentJobsList events={allEvents} openJobId={jobId} onOpen={openJob} />
          </Section>
        )}
      </Stack>
    </Container>
  );
}
