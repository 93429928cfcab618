// The organiser's logo: an image file read into a data URL (it travels inside
// the settings document and with every invoice, common/src/organiserSettings.ts
// MAX_LOGO_BYTES), checked as the function checks it, previewed, removable.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { isLogoDataUrl, organiserSettingsMessages } from "@bawwaba/common";
import { useId, useState, type ChangeEvent } from "react";

const m = organiserSettingsMessages;

interface LogoFieldProps {
  /** A data URL, or "" for none. */
  logo: string;
  /** The form's message for the logo (a refusal by the function). */
  error?: string;
  onChange: (logo: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsDataURL(file);
  });
}

export function LogoField({ logo, error, onChange }: LogoFieldProps) {
  const labelId = useId();
  const helperId = useId();
  const [refused, setRefused] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a removal must fire a change again.
    event.target.value = "";
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => "");
    const accepted = isLogoDataUrl(dataUrl);
    setRefused(!accepted);
    if (accepted) onChange(dataUrl);
  };

  const message = refused ? m.errors.logo : error;
  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {m.fields.logo}
      </Typography>
      {logo && (
        <Box
          component="img"
          src={logo}
          alt={m.logoPreview}
          sx={{ maxWidth: 200, maxHeight: 96, objectFit: "contain", alignSelf: "flex-start", border: 1, borderColor: "divider", borderRadius: 1, p: 1 }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" sx={{ minHeight: 44 }} aria-describedby={message ? helperId : undefined}>
          {m.fields.chooseLogo}
          <input hidden type="file" accept="image/png,image/jpeg,image/svg+xml" onChange={(event) => void choose(event)} />
        </Button>
        {logo && (
          <Button
            color="error"
            sx={{ minHeight: 44 }}
            onClick={() => {
              setRefused(false);
              onChange("");
            }}
          >
            {m.fields.removeLogo}
          </Button>
        )}
      </Stack>
      {message && (
        <FormHelperText id={helperId} error data-problem="true" tabIndex={-1}>
          {message}
        </FormHelperText>
      )}
    </Stack>
  );
}
