// An order's reference as people read and type it (`BW-7K3M-9QXJ`,
// common/src/orderReference.ts), isolated left to right so that Arabic text
// around it never reorders its groups.
import { formatOrderReference } from "@bawwaba/common";

export function OrderReference({ reference }: { reference: string }) {
  return (
    <bdi dir="ltr" data-testid="order-reference">
      {formatOrderReference(reference)}
    </bdi>
  );
}
