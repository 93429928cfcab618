// `/admin-sales-editor` (super_admin): find an order, then correct it: the
// buyer, one ticket, or the whole order (cancel or refund), each with a
// reason and logged on the order. The open order is in the address
// (?order=…), so it can be linked and "back" returns to the search.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import { arPublic, salesEditorMessages } from "@bawwaba/common";
import { useSearchParams } from "react-router-dom";
import type { PageProps } from "../../../../components/lazyPage";
import { PageHeading } from "../../../../components/PageHeading";
import { isDocumentId } from "../../../../lib/ticketIds";
import { OrderEditor } from "../components/OrderEditor";
import { OrderFinder } from "../components/OrderFinder";

const ORDER_PARAM = "order";

export default function SalesEditorPage({ routePath }: PageProps) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get(ORDER_PARAM);

  const open = (id: string) => {
    setParams({ [ORDER_PARAM]: id });
    window.scrollTo({ top: 0 });
  };
  const back = () => setParams({});

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {orderId === null ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {salesEditorMessages.intro}
          </Typography>
          <OrderFinder onOpen={open} />
        </>
      ) : (
        <>
          <Button startIcon={<ArrowForwardIcon />} onClick={back} sx={{ mb: 2 }} data-testid="editor-back">
            {salesEditorMessages.order.back}
          </Button>
          {isDocumentId(orderId) ? (
            <OrderEditor key={orderId} orderId={orderId} />
          ) : (
            <Alert severity="warning" role="alert">
              {salesEditorMessages.order.notFound}
            </Alert>
          )}
        </>
      )}
    </Container>
  );
}
