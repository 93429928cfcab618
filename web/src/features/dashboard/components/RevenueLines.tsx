// Revenue kept apart by currency: one amount per line (amounts in different
// currencies do not add up), or a dash when there is none.
import Box from "@mui/material/Box";
import type { CurrencyAmounts } from "@bawwaba/common";
import { priceLabel } from "../../../lib/priceLabel";

export function RevenueLines({ revenue, empty = "—" }: { revenue: CurrencyAmounts; empty?: string }) {
  if (revenue.length === 0) return <>{empty}</>;
  return (
    <>
      {revenue.map(({ currency, amount }) => (
        // Summaries leave zero amounts out, so priceLabel never says "free" here.
        <Box component="span" key={currency} data-currency={currency} data-amount={amount} sx={{ display: "block", whiteSpace: "nowrap" }}>
          {priceLabel(amount, currency)}
        </Box>
      ))}
    </>
  );
}
