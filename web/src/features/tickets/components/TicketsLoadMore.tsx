// The foot of a paginated ticket list: how many are loaded, "load more", and a failed page's message.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ticketListsMessages } from "@bawwaba/common";
import type { TicketPages } from "../hooks/useTicketPages";

export function TicketsLoadMore({ pages }: { pages: TicketPages }) {
  return (
    <Stack spacing={1} sx={{ alignItems: "center" }}>
      {pages.error && pages.tickets && (
        <Alert severity="error" role="alert" sx={{ width: "100%" }}>
          {pages.error}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {ticketListsMessages.list.loaded(pages.tickets?.length ?? 0)}
      </Typography>
      {pages.hasMore && (
        <Button variant="outlined" onClick={pages.loadMore} loading={pages.loadingMore}>
          {ticketListsMessages.list.loadMore}
        </Button>
      )}
    </Stack>
  );
}
