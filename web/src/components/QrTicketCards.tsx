// Sold tickets as cards, each with its number in the order and its QR code
// (the box office's issued sale, the shop's paid order); what follows the code
// is each page's own.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { salesMessages } from "@bawwaba/common";
import type { ReactNode } from "react";
import { TicketQrCode } from "./TicketQrCode";

/** The list of cards: one column on a phone, up to `maxColumns` on wider screens. */
export function QrTicketGrid({ maxColumns, children }: { maxColumns: 2 | 3; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          sm: "repeat(2, minmax(0, 1fr))",
          ...(maxColumns === 3 && { md: "repeat(3, minmax(0, 1fr))" }),
        },
      }}
    >
      {children}
    </Box>
  );
}

interface QrTicketCardProps {
  /** 1 for the order's first ticket. */
  position: number;
  count: number;
  code: string;
  qrSize: number;
  /** data-* attributes the browser tests find the card by. */
  dataAttributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}

export function QrTicketCard({ position, count, code, qrSize, dataAttributes, children }: QrTicketCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, textAlign: "center" }} {...dataAttributes}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {salesMessages.ticketOf(position, count)}
      </Typography>
      <TicketQrCode code={code} size={qrSize} />
      {children}
    </Paper>
  );
}
