// A sale done, the one just issued on this page or one read back (a reload,
// the recent sales): its tickets (IssuedTickets), or why it cannot show.
import Alert from "@mui/material/Alert";
import { boxOfficeMessages } from "@bawwaba/common";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { RetryAlert } from "../../../components/RetryAlert";
import { useSaleShown } from "../hooks/useSaleShown";
import type { IssuedSale } from "../model/issuedSale";
import { IssuedTickets } from "./IssuedTickets";

export function SaleDone({ orderId, justIssued, onNewSale }: { orderId: string; justIssued: IssuedSale | null; onNewSale: (sale: IssuedSale) => void }) {
  const { shown, retry } = useSaleShown(orderId, justIssued);
  if (shown.status === "loading") return <FullPageSpinner />;
  if (shown.status === "missing") return <Alert severity="warning">{boxOfficeMessages.saleNotFound}</Alert>;
  if (shown.status === "error") return <RetryAlert message={boxOfficeMessages.saleLoadFailed} onRetry={retry} />;
  return <IssuedTickets sale={shown.sale} onNewSale={() => onNewSale(shown.sale)} />;
}
