// What a ticket type's availability reads as on a chip: the shop says only
// "on sale" or "few left"; the staff see the exact number left.
import { FEW_LEFT, shopMessages, type Availability } from "@bawwaba/common";

export interface AvailabilityLabel {
  label: string;
  color: "success" | "warning" | "default" | "error";
}

export function availabilityLabel(availability: Availability, exactRemaining = false): AvailabilityLabel {
  switch (availability.state) {
    case "on_sale": {
      const few = availability.remaining <= FEW_LEFT;
      if (exactRemaining) return { label: shopMessages.left(availability.remaining), color: few ? "warning" : "success" };
      return few
        ? { label: shopMessages.fewLeft(availability.remaining), color: "warning" }
        : { label: shopMessages.onSale, color: "success" };
    }
    case "sold_out":
      return { label: shopMessages.soldOut, color: "error" };
    case "not_started":
      return { label: shopMessages.notStarted, color: "default" };
    case "ended":
      return { label: shopMessages.ended, color: "default" };
    case "not_on_sale":
      return { label: shopMessages.notOnSale, color: "default" };
  }
}
