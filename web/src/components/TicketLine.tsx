// One ticket type in a sale (the box office, the shop): name, price, what is
// left (or why it cannot be sold now), the quantity stepper and the line's
// total. A sold-out type may show something else in the stepper's place (the
// shop's "notify me").
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import visuallyHidden from "@mui/utils/visuallyHidden";
import { langOfShown, promoCodeEntryMessages, salesMessages } from "@bawwaba/common";
import { useId, type ReactNode } from "react";
import { availabilityLabel } from "../lib/availabilityLabel";
import { priceLabel } from "../lib/priceLabel";
import type { SaleLine } from "../lib/cart";
import { QuantityStepper } from "./QuantityStepper";

interface TicketLineProps {
  line: SaleLine;
  currency: string;
  onStep: (step: 1 | -1) => void;
  /** The box office shows how many are left; the shop only "few left". */
  exactRemaining?: boolean;
  /** Shown instead of the stepper while the type is sold out and none of it is in the cart. */
  soldOutAction?: ReactNode;
  /** A hidden type's mark, where hidden types are listed (the box office); the words stay off the shop's download. */
  hiddenMark?: string;
}

export function TicketLine({ line, currency, onStep, exactRemaining, soldOutAction, hiddenMark }: TicketLineProps) {
  const { type, availability, quantity } = line;
  const onSale = availability.state === "on_sale";
  const { label, color } = availabilityLabel(availability, exactRemaining);
  const problemId = useId();
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere", color: onSale ? "text.primary" : "text.disabled" }}>
            <bdi lang={langOfShown(type.name)}>{type.name}</bdi>
          </Typography>
          <Stack direction="row" useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mt: 0.5 }}>
            {line.promoPrice === undefined ? (
              <Typography sx={{ fontWeight: 600 }} dir="auto">
                {priceLabel(type.price, currency)}
              </Typography>
            ) : (
              // The code's price, and the price before it struck through (read out as "was").
              <Typography sx={{ fontWeight: 600 }} dir="auto" data-testid="promo-price">
                <Box component="span" sx={visuallyHidden}>
                  {promoCodeEntryMessages.priceBefore(priceLabel(type.price, currency))}
                </Box>
                <Box component="del" aria-hidden sx={{ color: "text.secondary", fontWeight: 400, mx: 0.75 }}>
                  {priceLabel(type.price, currency)}
                </Box>
                {priceLabel(line.promoPrice, currency)}
              </Typography>
            )}
            <Chip size="small" label={label} color={color} variant={color === "default" ? "outlined" : "filled"} />
            {type.hidden && hiddenMark && <Chip size="small" label={hiddenMark} color="secondary" variant="outlined" />}
            {onSale && (
              <Typography variant="body2" color="text.secondary">
                {salesMessages.perOrderLimit(type.perOrderLimit)}
              </Typography>
            )}
          </Stack>
        </Box>
        {/* Tickets of it still in the cart (a refresh after it sold out) keep the stepper, to take them out. */}
        {availability.state === "sold_out" && soldOutAction && quantity === 0 ? (
          soldOutAction
        ) : (
          <QuantityStepper
            ticketTypeId={type.id}
            label={type.name}
            quantity={quantity}
            max={line.max}
            onStep={onStep}
            describedBy={line.problem ? problemId : undefined}
          />
        )}
      </Stack>
      {quantity > 0 && (
        <Typography sx={{ textAlign: "end", fontWeight: 700, mt: 0.5 }} dir="auto">
          {priceLabel(line.total, currency)}
        </Typography>
      )}
      {line.problem && (
        <Typography id={problemId} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {line.problem}
        </Typography>
      )}
    </Box>
  );
}
