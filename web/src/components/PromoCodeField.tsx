// A promo or access code typed into a sale (the shop's checkout; the box
// office can take the same field): the code is checked with the functions
// (checkPromoCode) before anything is held, and what it did is said: the
// discounted prices show in the ticket lines, the hidden types it unlocks
// are named and added to them. Its refusals (unknown, paused, ended, used
// up…) come from the function and show beside the field. A chunk of its own
// (lazyChunk): most buyers never open it.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { displayLocale, intlLocale, promoCodeFieldMessages as m, ticketTypeNameIn, type CheckPromoCodeResult } from "@bawwaba/common";
import { useState } from "react";
import { callErrorMessage } from "../lib/callErrorMessage";
import { TextInput } from "./fields/TextInput";

export interface PromoCodeFieldProps {
  /** The code applied now, as checkPromoCode answered it. */
  applied: CheckPromoCodeResult | undefined;
  /** Asks the functions what `code` does; throws the refusal. */
  check: (code: string) => Promise<CheckPromoCodeResult>;
  onChange: (applied: CheckPromoCodeResult | undefined) => void;
  /** The shop's buyer has not verified their phone yet: no code can be checked before. */
  phoneUnverified?: boolean;
}

export default function PromoCodeField({ applied, check, onChange, phoneUnverified = false }: PromoCodeFieldProps) {
  const [text, setText] = useState("");
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  if (applied) return <AppliedCode applied={applied} onRemove={() => onChange(undefined)} />;

  const apply = async () => {
    if (phoneUnverified) return setProblem(m.verifyFirst);
    if (text.trim() === "") return setProblem(m.empty);
    setChecking(true);
    setProblem(undefined);
    try {
      onChange(await check(text));
      setText("");
    } catch (error) {
      setProblem(callErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: "flex-start", gap: 1 }}>
      <TextInput
        label={m.label}
        value={text}
        onChange={(change) => {
          setText(change.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(key) => {
          // Enter applies the code; it must not submit the checkout around it.
          if (key.key !== "Enter") return;
          key.preventDefault();
          void apply();
        }}
        error={problem !== undefined}
        helperText={problem}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { dir: "ltr", autoCapitalize: "characters", spellCheck: false, "data-testid": "promo-code-input" } }}
      />
      <Button
        type="button"
        variant="outlined"
        onClick={() => void apply()}
        disabled={checking}
        data-testid="promo-code-apply"
        sx={{ minHeight: 56, minWidth: 88, flexShrink: 0 }}
      >
        {checking ? <CircularProgress size={20} aria-label={m.applying} /> : m.apply}
      </Button>
    </Stack>
  );
}

function AppliedCode({ applied, onRemove }: { applied: CheckPromoCodeResult; onRemove: () => void }) {
  // In the page's language, each isolated (an Arabic name inside an English sentence), listed as the language lists.
  const unlocked = applied.ticketTypes.filter((type) => type.hidden).map((type) => `\u2068${ticketTypeNameIn(displayLocale().language, type)}\u2069`);
  const discounted = applied.ticketTypes.some((type) => type.discountedPrice < type.price);
  return (
    <Alert
      severity="success"
      data-testid="promo-code-applied"
      action={
        <Button type="button" color="inherit" size="small" onClick={onRemove} sx={{ minHeight: 44 }} data-testid="promo-code-remove">
          {m.remove}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700 }}>
        {m.applied} <bdi dir="ltr">{applied.code}</bdi>
      </Typography>
      {discounted && <Typography variant="body2">{m.discounted}</Typography>}
      {unlocked.length > 0 && <Typography variant="body2">{m.unlocked(new Intl.ListFormat(intlLocale(), { type: "conjunction" }).format(unlocked))}</Typography>}
      {applied.perOrderLimit !== undefined && <Typography variant="body2">{m.perOrderLimit(applied.perOrderLimit)}</Typography>}
    </Alert>
  );
}
