// Orders found (or the latest ones): buyer and status, event and reference, total and date;
// choosing one opens it in the editor.
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { DEFAULT_TIME_ZONE, formatDate, formatTime, salesEditorMessages } from "@bawwaba/common";
import { priceLabel } from "../../../../lib/priceLabel";
import { ltr } from "../../../../lib/bidi";
import type { OrderView } from "../../../../data/orders";
import { OrderReference } from "../../../../components/OrderReference";
import { OrderStatusChip } from "./OrderStatusChip";

export function OrderList({ orders, onOpen }: { orders: OrderView[]; onOpen: (orderId: string) => void }) {
  return (
    <List disablePadding data-testid="order-results">
      {orders.map((order) => (
        <ListItemButton
          key={order.id}
          divider
          onClick={() => onOpen(order.id)}
          aria-label={salesEditorMessages.search.open(order.buyer.name)}
          data-testid="order-result"
          data-order-id={order.id}
          sx={{ px: { xs: 1, sm: 2 }, py: 1.5, display: "block" }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 0.5 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {order.buyer.name}
              {order.buyer.phone && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` · ${ltr(order.buyer.phone)}`}
                </Typography>
              )}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {order.eventTitle}
            {order.reference && (
              <>
                {" · "}
                <OrderReference reference={order.reference} />
              </>
            )}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", justifyContent: "space-between" }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {priceLabel(order.total, order.currency)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatDate(order.createdAtMillis, DEFAULT_TIME_ZONE)} · ${formatTime(order.createdAtMillis, DEFAULT_TIME_ZONE)}`}
            </Typography>
          </Stack>
        </ListItemButton>
      ))}
    </List>
  );
}
