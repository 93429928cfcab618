// Comparing an order's buyer with a correction of it: the sales editor's
// form and correctBuyer both refuse a correction that changes nothing.
import type { Buyer } from "./documents.js";

/** Whether `corrected` changes anything of `buyer` (an absent detail and an empty one are the same). */
export function changesBuyer(buyer: Buyer, corrected: Buyer): boolean {
  return (
    buyer.name !== corrected.name ||
    (buyer.phone ?? "") !== (corrected.phone ?? "") ||
    (buyer.email ?? "") !== (corrected.email ?? "")
  );
}
