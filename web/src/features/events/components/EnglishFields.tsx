// The event's words for the English pages (docs/product.md § Languages,
// dates and digits): its title, description and venue in English, each
// optional; left blank, the English pages show the Arabic (localizedText.ts).
// Typed left to right, as English is.
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { englishContentMessages, type EventFormErrors } from "@bawwaba/common";
import { useId } from "react";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { TextInput } from "../../../components/fields/TextInput";
import type { EventField } from "../hooks/useEventDraft";
import type { EventDraft } from "../model/eventDraft";

const labels = englishContentMessages.form;

type EnglishField = Extract<EventField, "titleEn" | "descriptionEn" | "venueEn">;

interface EnglishFieldsProps {
  draft: Pick<EventDraft, EnglishField>;
  errors: EventFormErrors;
  onFieldChange: (field: EnglishField, value: string) => void;
}

/** The English text inputs' own attributes: left to right, in English (spell-checkers, screen readers). */
export const englishInput = { dir: "ltr", lang: "en" } as const;

export function EnglishFields({ draft, errors, onFieldChange }: EnglishFieldsProps) {
  const headingId = useId();
  const field = (name: EnglishField, label: string, multiline = false) => (
    <TextInput
      label={label}
      value={draft[name]}
      onChange={(event) => onFieldChange(name, event.target.value)}
      {...fieldErrorProps(errors, name)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      slotProps={{ htmlInput: englishInput }}
    />
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <div>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {labels.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {labels.hint}
        </Typography>
      </div>
      {field("titleEn", labels.titleEn)}
      {field("descriptionEn", labels.descriptionEn, true)}
      {field("venueEn", labels.venueEn)}
    </Stack>
  );
}
