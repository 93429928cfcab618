// The way to a promo or access code in a sale: «لديك رمز خصم أو دعوة؟», and
// once asked for, the code field (PromoCodeField.tsx), a chunk loaded then:
// most buyers and sales never need it. Open from the start when a code is
// already applied (a draft brought back, also when it comes back just after
// the page's HTML was taken over: EventCheckout's onDevice).
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { promoCodeEntryMessages } from "@bawwaba/common";
import { useState } from "react";
import { lazyChunk } from "./lazyPage";
import type { PromoCodeFieldProps } from "./PromoCodeField";

const PromoCodeField = lazyChunk("promo-code-field", () => import("./PromoCodeField"), <CircularProgress size={24} />);

export function PromoCodeEntry(props: PromoCodeFieldProps) {
  const [open, setOpen] = useState(props.applied !== undefined);
  if (!open && props.applied !== undefined) setOpen(true);
  if (open) return <PromoCodeField {...props} />;
  return (
    <Button type="button" onClick={() => setOpen(true)} sx={{ alignSelf: "flex-start", minHeight: 44 }} data-testid="promo-code-open">
      {promoCodeEntryMessages.haveCode}
    </Button>
  );
}
