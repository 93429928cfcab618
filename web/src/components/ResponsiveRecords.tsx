// Records of a staff list (tickets, payments, payment notifications): a table
// on a wide screen, a card per record on a phone, where the columns do not fit.
import Card, { type CardProps } from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";

interface ResponsiveRecordsProps<T> {
  records: readonly T[];
  headers: readonly string[];
  /** A keyed TableRow with a cell per header. */
  row: (record: T) => ReactNode;
  /** A keyed RecordCard. */
  card: (record: T) => ReactNode;
}

export function ResponsiveRecords<T>({ records, headers, row, card }: ResponsiveRecordsProps<T>) {
  const wide = useMediaQuery(useTheme().breakpoints.up("md"));
  if (!wide) return <Stack spacing={1.5}>{records.map(card)}</Stack>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headers.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{records.map(row)}</TableBody>
      </Table>
    </TableContainer>
  );
}

interface RecordCardProps extends Omit<CardProps, "title"> {
  /** What the record is, at the top of the card beside its status. */
  title: ReactNode;
  status: ReactNode;
}

/** A record on a phone: title and status on one line, then its DetailLines (children). */
export function RecordCard({ title, status, children, ...cardProps }: RecordCardProps) {
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} {...cardProps}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 0.5 }}>
        {title}
        {status}
      </Stack>
      {children}
    </Card>
  );
}
