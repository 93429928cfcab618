// The period's headline figures: tickets sold, revenue by currency (VAT
// included and refunds taken off, with the VAT in it and the refunds shown
// apart), and check-ins, with the share of every ticket sold that has entered.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type CurrencyAmounts, dashboardMessages } from "@bawwaba/common";
import { priceLabel } from "../../../lib/priceLabel";
import type { ReactNode } from "react";
import { formatCount } from "../model/numbers";
import { RevenueLines } from "./RevenueLines";

const texts = dashboardMessages.figures;

interface FigureProps {
  label: string;
  note?: string;
  testId: string;
  value?: number;
  /** On a phone, spans both columns and comes last. */
  wide?: boolean;
  children: ReactNode;
}

function Figure({ label, note, testId, value, wide, children }: FigureProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0, ...(wide && { gridColumn: { xs: "1 / -1", sm: "auto" }, order: { xs: 1, sm: 0 } }) }}
      data-testid={testId}
      data-value={value}
    >
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 30 }, lineHeight: 1.3, overflowWrap: "anywhere" }}>{children}</Box>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

interface SummaryFiguresProps {
  /** undefined while loading. */
  tickets?: number;
  revenue?: CurrencyAmounts;
  /** The VAT in `revenue`, and what went back for voided tickets. */
  vat?: CurrencyAmounts;
  refunded?: CurrencyAmounts;
  checkIns?: number;
  /** Admitted out of sold, over all time, formatted ("45%"); undefined when nothing is sold. */
  attendance?: string;
}

/** One line per currency with an amount: "of which VAT 150 SAR". */
function AmountNotes({ amounts, line, testId }: { amounts?: CurrencyAmounts; line: (amount: string) => string; testId: string }) {
  if (!amounts || amounts.length === 0) return null;
  return (
    <Box data-testid={testId} sx={{ fontSize: 14, fontWeight: 600, lineHeight: 1.5, mt: 0.5 }}>
      {amounts.map(({ currency, amount }) => (
        <Box component="span" key={currency} data-currency={currency} data-amount={amount} sx={{ display: "block" }}>
          {line(priceLabel(amount, currency))}
        </Box>
      ))}
    </Box>
  );
}

export function SummaryFigures({ tickets, revenue, vat, refunded, checkIns, attendance }: SummaryFiguresProps) {
  const loading = "…";
  return (
    <Box
      component="section"
      aria-live="polite"
      sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))" }, gap: 2 }}
    >
      <Figure label={texts.ticketsSold} testId="figure-tickets" value={tickets}>
        {tickets === undefined ? loading : formatCount(tickets)}
      </Figure>
      <Figure label={texts.revenue} note={texts.revenueNote} testId="figure-revenue" wide>
        {revenue ? <RevenueLines revenue={revenue} empty={texts.noRevenue} /> : loading}
        <AmountNotes amounts={vat} line={texts.vat} testId="figure-vat" />
        <AmountNotes amounts={refunded} line={texts.refunded} testId="figure-refunded" />
      </Figure>
      <Figure
        label={texts.checkIns}
        note={attendance === undefined ? texts.noneSoldYet : texts.checkInsNote(attendance)}
        testId="figure-checkins"
        value={checkIns}
      >
        {checkIns === undefined ? loading : formatCount(checkIns)}
      </Figure>
    </Box>
  );
}
