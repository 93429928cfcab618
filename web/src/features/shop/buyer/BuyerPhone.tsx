// The checkout's phone step: the buyer's verified phone with a way to sign
// out, or the button that starts the sign-in. The sign-in itself (Firebase
// Auth, the phone library) is a chunk loaded when the buyer presses it, so
// an event's checkout opens without either.
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import VerifiedUser from "@mui/icons-material/VerifiedUser";
import { buyerMessages as m } from "@bawwaba/common";
import { useEffect, useState, type ComponentType } from "react";
import { importOnce } from "../../../lib/importOnce";
import type { PhoneSignInProps } from "./PhoneSignIn";
import type { BuyerSession } from "./useBuyerSession";

const loadPhoneSignIn = importOnce(() => import("./PhoneSignIn"));

/** The verified phone and the sign-out button, as the checkout and /my-tickets show them. */
export function VerifiedPhone({ session }: { session: BuyerSession }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }} data-testid="verified-phone">
      <VerifiedUser color="success" fontSize="small" aria-hidden />
      <Typography>
        {m.verifiedAs} <bdi dir="ltr" data-testid="verified-phone-number">{session.phone}</bdi>
      </Typography>
      <Button
        type="button"
        size="small"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          session.signOut().finally(() => setSigningOut(false));
        }}
        sx={{ minHeight: 44 }}
        data-testid="buyer-sign-out"
      >
        {m.signOut}
      </Button>
    </Stack>
  );
}

/** The phone sign-in, loaded on demand, with its own loading and failure states. */
export function LoadedPhoneSignIn({ session, autoFocus = true }: { session: BuyerSession; autoFocus?: boolean }) {
  const [SignIn, setSignIn] = useState<ComponentType<PhoneSignInProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadPhoneSignIn()
      .then((module) => current && setSignIn(() => module.PhoneSignIn))
      .catch((error: unknown) => {
        console.error("Could not load the phone sign-in", error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [attempt]);
  if (failed) {
    return (
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        <FormHelperText error>{m.loadFailed}</FormHelperText>
        <Button
          type="button"
          variant="outlined"
          sx={{ minHeight: 44 }}
          onClick={() => {
            setFailed(false);
            setAttempt((previous) => previous + 1);
          }}
        >
          {m.myTickets.retry}
        </Button>
      </Stack>
    );
  }
  if (!SignIn) return <CircularProgress size={28} aria-label={m.checking} />;
  return <SignIn onSignedIn={session.signedIn} autoFocus={autoFocus} />;
}

/** The checkout's phone step; `error` says why paying needs it. */
export function BuyerPhone({ session, error }: { session: BuyerSession; error?: string }) {
  const [started, setStarted] = useState(false);
  let body;
  if (session.phone) body = <VerifiedPhone session={session} />;
  else if (started) body = <LoadedPhoneSignIn session={session} />;
  else {
    body = (
      <Button
        type="button"
        variant="outlined"
        onClick={() => setStarted(true)}
        // Loads the sign-in's code as the finger comes down, before the click.
        onPointerDown={() => void loadPhoneSignIn().catch(() => {})}
        sx={{ minHeight: 48, alignSelf: "flex-start" }}
        data-testid="start-phone-sign-in"
      >
        {m.start}
      </Button>
    );
  }
  return (
    <Stack spacing={1} data-testid="buyer-phone-step">
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {m.heading}
      </Typography>
      {!session.phone && (
        <Typography variant="body2" color="text.secondary">
          {m.why}
        </Typography>
      )}
      {body}
      {error && !session.phone && (
        <FormHelperText error data-testid="buyer-phone-error">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
