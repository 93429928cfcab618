// A ticket's gate code as people read and type it (`7K3M9-QXJ2H`,
// common/src/gateCode.ts), from the ticket's code, isolated left to right so
// that Arabic text around it never reorders its groups.
import { formatGateCode, gateCodeOf } from "@bawwaba/common";

export function GateCode({ ticketCode }: { ticketCode: string }) {
  const gateCode = gateCodeOf(ticketCode);
  return gateCode === undefined ? null : (
    <bdi dir="ltr" data-testid="gate-code">
      {formatGateCode(gateCode)}
    </bdi>
  );
}
