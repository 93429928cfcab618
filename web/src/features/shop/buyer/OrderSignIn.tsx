// An order's link opened without its private token: another device, a
// cleared browser, or the payment provider's way back on a device that did
// not buy. The buyer signs in with their phone; if the order is one of that
// phone's (listMyOrders), its full private link opens and this device
// remembers it. Nobody else's order ever opens this way.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, buyerMessages as m, orderLinkPath } from "@bawwaba/common";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { recentOrders } from "../hooks/recentOrders";
import { titlesOf } from "../model/recentOrders";
import { LoadedPhoneSignIn, VerifiedPhone } from "./BuyerPhone";
import { useBuyerSession } from "./useBuyerSession";
import { useMyOrders } from "./useMyOrders";

export function OrderSignIn({ orderId }: { orderId: string }) {
  const session = useBuyerSession();
  const { state, retry } = useMyOrders(session);
  const navigate = useNavigate();
  const found = state.status === "loaded" ? state.orders.find((listed) => listed.orderId === orderId) : undefined;

  useEffect(() => {
    if (!found) return;
    recentOrders.remember({ orderId: found.orderId, accessToken: found.accessToken, ...titlesOf(found), savedAt: Date.now() });
    void navigate(orderLinkPath(found), { replace: true });
  }, [found, navigate]);

  if (!session.phone) {
    return (
      <Stack spacing={2} data-testid="order-sign-in">
        <Typography>{m.orderSignIn.intro}</Typography>
        <LoadedPhoneSignIn session={session} />
      </Stack>
    );
  }
  if (state.status === "loading" || found) return <FullPageSpinner />;
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      <Alert severity={state.status === "error" ? "error" : "warning"} sx={{ alignSelf: "stretch" }} data-testid="order-not-yours">
        {state.status === "error" ? state.message : m.orderSignIn.notYours}
      </Alert>
      {state.status === "error" && (
        <Button variant="contained" onClick={retry} sx={{ minHeight: 44 }}>
          {m.myTickets.retry}
        </Button>
      )}
      <VerifiedPhone session={session} />
      <Button component={RouterLink} to={ROUTES.myTickets} variant="outlined" sx={{ minHeight: 44 }}>
        {arPublic.shell.myTickets}
      </Button>
    </Stack>
  );
}
