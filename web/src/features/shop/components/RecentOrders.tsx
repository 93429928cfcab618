// The orders bought (or opened) on this device, newest first, each a link to
// its private page: the way back to one's tickets without the link at hand.
// A chunk of its own, drawn by the shop once it has read some on the device
// (BuyTicketsPage.tsx).
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { displayLocale, eventTitleIn, orderLinkPath, shopMessages } from "@bawwaba/common";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { RecentOrder } from "../model/recentOrders";

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }} data-testid="recent-orders">
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {shopMessages.recentOrders}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shopMessages.recentOrdersHint}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {orders.map((order) => (
          <li key={order.orderId}>
            <Link
              component={RouterLink}
              to={orderLinkPath(order)}
              sx={{ display: "inline-flex", alignItems: "center", gap: 1, minHeight: 44, overflowWrap: "anywhere" }}
            >
              <ConfirmationNumber fontSize="small" aria-hidden />
              {shopMessages.recentOrder(eventTitleIn(displayLocale().language, order))}
            </Link>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
