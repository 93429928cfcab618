// What a ticket type's availability reads as on a chip: the shop says only
// "on sale" or "few left"; the staff see the exact number left.
import { arPublic, FEW_LEFT, type Availability } from "@bawwaba/common";

export interface AvailabilityLabel {
  label: string;
  color: "success" | "warning" | "default" | "error";
}

export function availabilityLabel(availability: Availability, exactRemaining = false): AvailabilityLabel {
  switch (availability.state) {
    case "on_sale": {
      const few = availability.remaining <= FEW_LEFT;
      if (exactRemaining) return { label: arPublic.sales.left(availability.remaining), color: few ? "warning" : "success" };
      return few
        ? { label: arPublic.shop.fewLeft(availability.remaining), color: "warning" }
        : { label: arPublic.shop.onSale, color: "success" };
    }
    case "sold_out":
      return { label: arPublic.shop.soldOut, color: "error" };
    case "not_started":
      return { label: arPublic.shop.notStarted, color: "default" };
    case "ended":
      return { label: arPublic.shop.ended, color: "default" };
    case "not_on_sale":
      return { label: arPublic.shop.notOnSale, color: "default" };
  }
}
