// Moving between the pages of /tickets-table, with the count of matches.
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ticketsTableMessages } from "@bawwaba/common";
import type { TicketTable } from "../hooks/useTicketTable";

const { results } = ticketsTableMessages;

export function TablePager({ table }: { table: TicketTable }) {
  return (
    <Stack
      component="nav"
      aria-label={results.pager}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
    >
      <Button onClick={table.goPrevious} disabled={!table.hasPrevious || table.loading}>
        {results.previous}
      </Button>
      <Typography data-testid="tickets-page-number">{results.page(table.pageNumber)}</Typography>
      <Button onClick={table.goNext} disabled={!table.hasNext || table.loading}>
        {results.next}
      </Button>
    </Stack>
  );
}
