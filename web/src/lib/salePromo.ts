// A promo code applied to a sale (the shop's checkout, the box office), as
// checkPromoCode answered it: what it does to the sale's lines (cart.ts), and
// the cart once it is taken off.
import type { CheckPromoCodeResult } from "@bawwaba/common";
import { toStoredTicketType } from "../data/catalogue";
import type { Cart, SalePromo } from "./cart";

/** What the applied code does to the sale's lines (lib/cart.ts). */
export function salePromoOf(promo: CheckPromoCodeResult | undefined): SalePromo | undefined {
  if (!promo) return undefined;
  return {
    code: promo.code,
    prices: Object.fromEntries(promo.ticketTypes.map((type) => [type.id, type.discountedPrice])),
    unlocked: promo.ticketTypes.filter((type) => type.hidden).map(toStoredTicketType),
  };
}

/** The cart without the types only the code unlocked: what is left once the code is taken off. */
export function cartWithoutUnlocked(cart: Cart, promo: CheckPromoCodeResult): Cart {
  const unlocked = new Set(promo.ticketTypes.filter((type) => type.hidden).map((type) => type.id));
  return Object.fromEntries(Object.entries(cart).filter(([typeId]) => !unlocked.has(typeId)));
}
