// The tickets table's filter by promo code: typed as the buyer typed it (any
// case, spaces, Arabic digits), applied as tickets store it (normalizePromoCode)
// on Enter or on leaving the field; empty shows every ticket again.
import { TextInput } from "../../../../components/fields/TextInput";
import { normalizePromoCode, ticketsTableMessages } from "@bawwaba/common";
import { useState, type FormEvent } from "react";

const { filters } = ticketsTableMessages;

interface PromoCodeFilterProps {
  /** The code the URL filters on; mount with `key={value}` so the field follows a change from elsewhere (reset, Back). */
  value: string | undefined;
  onChange: (promoCode: string | undefined) => void;
}

export function PromoCodeFilter({ value, onChange }: PromoCodeFilterProps) {
  const [typed, setTyped] = useState(value ?? "");
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const code = typed.trim() === "" ? undefined : normalizePromoCode(typed);
    setInvalid(code === null);
    if (code !== null && code !== value) onChange(code);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <form onSubmit={submit} style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        label={filters.promoCode}
        value={typed}
        fullWidth
        autoComplete="off"
        onChange={(change) => setTyped(change.target.value)}
        onBlur={apply}
        error={invalid}
        helperText={invalid ? filters.promoCodeInvalid : filters.promoCodeHint}
        slotProps={{ htmlInput: { "data-testid": "filter-promo-code", dir: "auto", enterKeyHint: "search", autoCapitalize: "characters" } }}
      />
    </form>
  );
}
