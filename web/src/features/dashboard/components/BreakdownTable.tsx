// One breakdown of the period's sales (by channel, ticket type or seller):
// a small table of name, tickets and revenue, readable on a phone.
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { dashboardMessages, type SalesFigures } from "@bawwaba/common";
import { useId } from "react";
import { formatCount } from "../model/numbers";
import { RevenueLines } from "./RevenueLines";

const texts = dashboardMessages.breakdown;

export interface BreakdownRow extends SalesFigures {
  key: string;
  name: string;
}

interface BreakdownTableProps {
  heading: string;
  nameHeader: string;
  rows: BreakdownRow[];
  testId: string;
  /** Its place in the page's grid. */
  area: string;
}

export function BreakdownTable({ heading, nameHeader, rows, testId, area }: BreakdownTableProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0, gridArea: area }}
      data-testid={testId}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{texts.none}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: "fixed", "& td, & th": { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{nameHeader}</TableCell>
              <TableCell align="center" sx={{ width: 64 }}>
                {texts.tickets}
              </TableCell>
              <TableCell sx={{ width: { xs: 104, sm: 136 } }}>{texts.revenue}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid="breakdown-row" data-key={row.key} data-tickets={row.tickets}>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{row.name}</TableCell>
                <TableCell align="center" sx={{ fontWeight: 700 }}>
                  {formatCount(row.tickets)}
                </TableCell>
                <TableCell>
                  <RevenueLines revenue={row.revenue} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
