// `/my-tickets`: every order of the buyer's verified phone, on any device
// (listMyOrders). Signed out, the page signs the buyer in with their phone
// first. The list (buyer/MyOrders.tsx) and the sign-in are chunks of their
// own: the page's first download stays within the public pages' budget.
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, buyerMessages as m } from "@bawwaba/common";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import type { PageProps } from "../../../components/lazyPage";
import { loadChunk } from "../../../components/loadChunk";
import { PageHeading } from "../../../components/PageHeading";
import { PAGE_CHUNK_TIMEOUT_MS } from "../../../lib/config";
import { LoadedPhoneSignIn } from "../buyer/BuyerPhone";
import { useBuyerSession } from "../buyer/useBuyerSession";

const MyOrders = lazy(() =>
  loadChunk("my-orders", () => import("../buyer/MyOrders"), PAGE_CHUNK_TIMEOUT_MS).then(({ MyOrders }) => ({ default: MyOrders })),
);

export default function MyTicketsPage({ routePath }: PageProps) {
  const session = useBuyerSession();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {session.phone ? (
        <Suspense fallback={<CircularProgress aria-label={arPublic.shell.loading} />}>
          <MyOrders session={session} />
        </Suspense>
      ) : (
        <Stack spacing={2}>
          <Typography>{m.myTickets.signInIntro}</Typography>
          <LoadedPhoneSignIn session={session} />
        </Stack>
      )}
      <Button component={RouterLink} to={ROUTES.buyTickets} sx={{ mt: 3, minHeight: 44 }}>
        {m.myTickets.browse}
      </Button>
    </Container>
  );
}
