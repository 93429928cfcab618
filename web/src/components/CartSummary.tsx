// The foot of a sale or a purchase: the total, how many tickets, the notice
// at the most a single order may hold, the refusal with no field of its own
// and why the last attempt failed; then the form's own submit button
// (children). On a phone it stays in view at the bottom of the screen.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { MAX_TICKETS_PER_SALE } from "@bawwaba/common";
import type { ReactNode } from "react";
import { priceLabel } from "../lib/priceLabel";
import type { SaleFailure } from "../lib/saleFailure";

/** The words of the box office or of the shop. */
export interface CartSummaryText {
  total: string;
  ticketCount: (count: number) => string;
  emptyCart: string;
  maxPerOrder: (max: number) => string;
  notEnoughTitle: string;
  /** After a failure with no answer: retrying the same order is safe. */
  retrySame: string;
}

interface CartSummaryProps {
  text: CartSummaryText;
  count: number;
  total: number;
  currency: string;
  /** The refusal with no field of its own, focused first after a refused submit. */
  formError?: string;
  failure: SaleFailure | null;
  totalTestId: string;
  failureTestId: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function CartSummary({ text, count, failure, sx = [], ...props }: CartSummaryProps) {
  return (
    <Paper elevation={3} sx={[{ p: 2, position: "sticky", bottom: 0, zIndex: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" sx={{ alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{text.total}</Typography>
        {/* An empty cart is not "free": the total shows once there is something to pay for. */}
        {count > 0 && (
          <Typography sx={{ fontWeight: 800, fontSize: 22 }} dir="auto" data-testid={props.totalTestId}>
            {priceLabel(props.total, props.currency)}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {count > 0 ? text.ticketCount(count) : text.emptyCart}
      </Typography>
      {count >= MAX_TICKETS_PER_SALE && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          {text.maxPerOrder(MAX_TICKETS_PER_SALE)}
        </Typography>
      )}
      {props.formError && (
        <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true">
          {props.formError}
        </Alert>
      )}
      {failure && (
        <Alert severity={failure.maybeIssued ? "warning" : "error"} sx={{ mt: 1 }} data-testid={props.failureTestId}>
          {failure.notEnoughLeft && <AlertTitle>{text.notEnoughTitle}</AlertTitle>}
          {failure.message}
          {failure.maybeIssued && <Box sx={{ mt: 1 }}>{text.retrySame}</Box>}
        </Alert>
      )}
      {props.children}
    </Paper>
  );
}
