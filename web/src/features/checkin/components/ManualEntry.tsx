// Typing or pasting a code: for a damaged QR, or a code read out over the
// phone. A keyboard scanner aimed at this field works too (it types, then
// presses Enter, which submits).
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import { checkinMessages, toLatinDigits } from "@bawwaba/common";
import { useState, type FormEvent } from "react";

const texts = checkinMessages.manual;

export function ManualEntry({ onSubmit }: { onSubmit: (code: string, receivedAt: number) => void }) {
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Codes are Latin, but a phone's Arabic keyboard types its own digits.
    const typed = toLatinDigits(code).trim();
    if (typed === "") return;
    onSubmit(typed, performance.now());
    setCode("");
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: "flex-start" }}>
      <TextInput
        label={texts.label}
        helperText={texts.help}
        value={code}
        onChange={(change) => setCode(change.target.value)}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { dir: "ltr", spellCheck: false, autoCapitalize: "off", "data-testid": "manual-code" } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={code.trim() === ""} sx={{ minHeight: 56, flexShrink: 0 }}>
        {texts.submit}
      </Button>
    </Stack>
  );
}
