// What a void or a refund of the order gives back, VAT included, with the
// VAT in it and how it goes back, shown before the organiser confirms
// (model/refund.ts). Part of the correction dialog's chunk.
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { refundMessages, refundPreviewMessages as texts } from "@bawwaba/common";
import { priceLabel } from "../../../../lib/priceLabel";
import { refundPreview, type RefundSubject } from "../model/refund";

export function RefundSummary(subject: RefundSubject) {
  const preview = refundPreview(subject);
  if (preview.kind !== "refund") {
    return (
      <Alert severity="info" data-testid="refund-preview" data-kind={preview.kind}>
        {preview.kind === "unpaid" ? refundMessages.errors.notPaid : texts.nothing}
      </Alert>
    );
  }
  const { amount, method, currency } = preview;
  return (
    <Alert
      severity="warning"
      icon={false}
      data-testid="refund-preview"
      data-kind={preview.kind}
      data-amount={amount.gross}
      data-vat={amount.vat}
      data-method={method}
    >
      <Typography variant="body2" color="text.secondary">
        {texts.heading}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{priceLabel(amount.gross, currency)}</Typography>
      {amount.vat > 0 && <Typography variant="body2">{texts.vat(priceLabel(amount.vat, currency))}</Typography>}
      <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
        {texts.methods[method]}
      </Typography>
    </Alert>
  );
}
