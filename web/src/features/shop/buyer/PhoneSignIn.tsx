// The buyer's phone sign-in: a country and a number, a one-time code sent by
// SMS, the code typed back. Its own chunk with Firebase Auth (buyerAuth.ts)
// and the phone library, loaded when a buyer reaches this step. It sits
// inside other forms (the checkout), so it has no <form> of its own: Enter
// in its fields runs its own step, never the outer form's submit.
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import { buyerMessages, DEFAULT_PHONE_COUNTRY, normalizePhone, toLatinDigits, type PhoneCountry } from "@bawwaba/common";
import type { ConfirmationResult } from "isolated:buyer/firebase/auth";
import { useRef, useState, type KeyboardEvent } from "react";
import { PhoneField } from "../../../components/fields/PhoneField";
import { TextInput } from "../../../components/fields/TextInput";
import { confirmSignInCode, sendSignInCode } from "./buyerAuth";

const m = buyerMessages;
const CODE_LENGTH = 6;

/** The buyer's words for what Firebase Auth answered (its error codes). */
function signInError(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? "";
  switch (code) {
    case "auth/invalid-phone-number":
    case "auth/missing-phone-number":
      return m.errors.invalidPhone;
    case "auth/invalid-verification-code":
    case "auth/missing-verification-code":
      return m.errors.invalidCode;
    case "auth/code-expired":
    case "auth/invalid-verification-id":
      return m.errors.codeExpired;
    case "auth/too-many-requests":
      return m.errors.tooManyRequests;
    // SMS to this region not allowed (the project's SMS region policy), or the project's quota.
    case "auth/operation-not-allowed":
    case "auth/quota-exceeded":
      return m.errors.smsUnavailable;
    case "auth/network-request-failed":
      return m.errors.network;
    default:
      return m.errors.unknown;
  }
}

/** Enter runs this step, and never submits the form around it. */
function isEnter(event: KeyboardEvent): boolean {
  if (event.key !== "Enter") return false;
  event.preventDefault();
  return true;
}

export interface PhoneSignInProps {
  /** Called once the code is confirmed, with the verified phone (E.164). */
  onSignedIn: (phone: string) => void;
  autoFocus?: boolean;
}

export function PhoneSignIn({ onSignedIn, autoFocus = false }: PhoneSignInProps) {
  const [country, setCountry] = useState<PhoneCountry>(DEFAULT_PHONE_COUNTRY);
  const [number, setNumber] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<{ phone: string; confirmation: ConfirmationResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  const send = async () => {
    if (busy) return;
    const phone = normalizePhone(number, country);
    if (!phone) {
      setError(m.errors.invalidPhone);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent({ phone, confirmation: await sendSignInCode(phone, sendButton.current!) });
      setCode("");
    } catch (failure) {
      console.warn("Could not send the sign-in code", failure);
      setError(signInError(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (busy || !sent) return;
    const digits = toLatinDigits(code).replace(/\D/g, "");
    if (digits.length !== CODE_LENGTH) {
      setError(m.errors.invalidCode);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await confirmSignInCode(sent.confirmation, digits));
    } catch (failure) {
      console.warn("Could not confirm the sign-in code", failure);
      setError(signInError(failure));
      setBusy(false);
    }
  };

  if (!sent) {
    return (
      <Stack spacing={1.5} data-testid="phone-step">
        <Box onKeyDown={(event) => isEnter(event) && void send()}>
          <PhoneField
            label={m.phoneLabel}
            country={country}
            number={number}
            onCountryChange={(next) => {
              setCountry(next);
              setError(null);
            }}
            onNumberChange={(next) => {
              setNumber(next);
              setError(null);
            }}
            error={error ?? undefined}
            required
            autoFocus={autoFocus}
            data-testid="buyer-phone"
          />
        </Box>
        <Button
          ref={sendButton}
          type="button"
          variant="outlined"
          onClick={() => void send()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 48, alignSelf: "flex-start" }}
          data-testid="send-code"
        >
          {busy ? m.sending : m.sendCode}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5} data-testid="code-step">
      <Typography>
        {m.codeSentTo} <bdi dir="ltr">{sent.phone}</bdi>
      </Typography>
      <TextInput
        label={m.codeLabel}
        value={code}
        onChange={(change) => {
          setCode(change.target.value);
          setError(null);
        }}
        onKeyDown={(event) => isEnter(event) && void confirm()}
        error={error !== null}
        helperText={error ?? m.codeHint}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { dir: "ltr", inputMode: "numeric", maxLength: 12, "data-testid": "sign-in-code" } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button
          type="button"
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 48 }}
          data-testid="confirm-code"
        >
          {busy ? m.confirming : m.confirm}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
          disabled={busy}
          sx={{ minHeight: 48 }}
        >
          {m.changeNumber}
        </Button>
      </Stack>
    </Stack>
  );
}
