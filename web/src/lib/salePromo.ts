// A promo code applied to a sale (the shop's checkout, the box office), as
// checkPromoCode answered it: what it does to the sale's lines (cart.ts), and
// the cart once it is taken off.
import type { CatalogueTicketType, CheckPromoCodeResult } from "@bawwaba/common";
import type { StoredTicketType } from "../data/eventsWithTypes";
import type { Cart, SalePromo } from "./cart";

/**
 * What the applied code does to the sale's lines (lib/cart.ts). The shop
 * adds the hidden types the code unlocks, made sale types by `unlock` (the
 * catalogue's conversion); the box office lists hidden types already.
 */
export function salePromoOf(
  promo: CheckPromoCodeResult | undefined,
  unlock?: (type: CatalogueTicketType) => StoredTicketType,
): SalePromo | undefined {
  if (!promo) return undefined;
  return {
    code: promo.code,
    prices: Object.fromEntries(promo.ticketTypes.map((type) => [type.id, type.discountedPrice])),
    unlocked: unlock ? promo.ticketTypes.filter((type) => type.hidden).map(unlock) : [],
  };
}

/** The cart without the types only the code unlocked: what is left once the code is taken off. */
export function cartWithoutUnlocked(cart: Cart, promo: CheckPromoCodeResult): Cart {
  const unlocked = new Set(promo.ticketTypes.filter((type) => type.hidden).map((type) => type.id));
  return Object.fromEntries(Object.entries(cart).filter(([typeId]) => !unlocked.has(typeId)));
}
