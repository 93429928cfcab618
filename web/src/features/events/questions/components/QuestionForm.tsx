// One question's form, for a new question or one of the list: its text, an
// optional line under it, the kind of answer, whether it must be answered,
// when it is asked, for which types, a choice's answers, a number's bounds,
// and whether it is the ticket holder's name. Checked before it changes the
// list (questionDraft.ts), each refusal beside its field; the list is stored
// later, whole, by «حفظ الأسئلة».
import Add from "@mui/icons-material/Add";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import {
  checkoutQuestionsEditorMessages,
  MAX_CHOICE_OPTIONS,
  QUESTION_KINDS,
  QUESTION_SCOPES,
  type CheckoutQuestion,
  type QuestionKind,
  type QuestionScope,
} from "@bawwaba/common";
import { useId, useState, type ReactNode } from "react";
import { CheckedForm } from "../../../../components/CheckedForm";
import { fieldErrorProps } from "../../../../components/fieldErrorProps";
import { SelectField } from "../../../../components/fields/SelectField";
import { TextInput } from "../../../../components/fields/TextInput";
import type { ManagedTicketType } from "../../../../data/managedEvents";
import { withoutErrors } from "../../../../lib/fieldErrors";
import { canNameHolder, validateQuestionDraft, type QuestionDraft, type QuestionErrors } from "../model/questionDraft";

const m = checkoutQuestionsEditorMessages.manager;
const labels = m.form;

const isKind = (value: string): value is QuestionKind => QUESTION_KINDS.some((kind) => kind === value);
const isScope = (value: string): value is QuestionScope => QUESTION_SCOPES.some((scope) => scope === value);

interface QuestionFormProps {
  initial: QuestionDraft;
  /** Whether it edits a question of the list (or adds one). */
  editing: boolean;
  /** The list's other questions: only one may name the holder. */
  others: readonly CheckoutQuestion[];
  ticketTypes: readonly ManagedTicketType[];
  onApply: (question: CheckoutQuestion) => void;
  onCancel: () => void;
}

export function QuestionForm({ initial, editing, others, ticketTypes, onApply, onCancel }: QuestionFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const scopeLabelId = useId();
  const typesHelpId = useId();
  const optionsHelpId = useId();
  const holderHelpId = useId();

  const set = <Field extends keyof QuestionDraft>(field: Field, value: QuestionDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    // The kind and the scope decide which fields count and whether the question may name the holder.
    setErrors((previous) =>
      withoutErrors(previous, field === "kind" || field === "scope" ? [field, "options", "min", "max", "holderName", "form"] : [field, "form"]),
    );
  };

  function submit(): boolean {
    const result = validateQuestionDraft(
      draft,
      others,
      ticketTypes.map((type) => type.id),
    );
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) onApply(result.question);
    return result.ok;
  }

  /** A text field of the draft, its message beside it (or `hint`); every text field of the form is one. */
  const input = (
    field: "label" | "help" | "min" | "max",
    label: string,
    { required = false, autoFocus = false, htmlInput }: { required?: boolean; autoFocus?: boolean; htmlInput?: Record<string, unknown> } = {},
  ) => (
    <TextInput
      label={label}
      value={draft[field]}
      onChange={(change) => set(field, change.target.value)}
      {...fieldErrorProps(errors, field)}
      required={required}
      fullWidth
      autoFocus={autoFocus}
      autoComplete="off"
      slotProps={{ htmlInput }}
    />
  );
  // Digits read left to right even in an RTL page.
  const bound = (field: "min" | "max", label: string) => input(field, label, { htmlInput: { inputMode: "decimal", dir: "ltr" } });
  const fullRow = (child: ReactNode) => <Box sx={{ gridColumn: "1 / -1" }}>{child}</Box>;
  /** A message without an input of its own: the refused submit focuses it (focusFirstProblem). */
  const groupMessage = (id: string, message: string | undefined, hint?: string) => (
    <FormHelperText id={id} {...(message !== undefined && { tabIndex: -1, "data-problem": "true" })}>
      {message ?? hint}
    </FormHelperText>
  );

  const toggleType = (id: string, chosen: boolean) =>
    set("ticketTypeIds", chosen ? [...draft.ticketTypeIds, id] : draft.ticketTypeIds.filter((other) => other !== id));
  // A type the question names that the event no longer has: shown so that it can be unticked.
  const removedTypeIds = draft.ticketTypeIds.filter((id) => !ticketTypes.some((type) => type.id === id));
  const setOption = (index: number, value: string) => set("options", draft.options.map((option, at) => (at === index ? value : option)));
  const holder = others.find((other) => other.holderName);

  return (
    <CheckedForm onSubmit={submit}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {/* The form opens when asked for: typing starts at once. */}
        {fullRow(input("label", labels.label, { required: true, autoFocus: true }))}
        {fullRow(input("help", labels.help))}

        <SelectField
          label={labels.kind}
          value={draft.kind}
          onChange={(change) => {
            if (isKind(change.target.value)) set("kind", change.target.value);
          }}
          {...fieldErrorProps(errors, "kind")}
          fullWidth
        >
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <FormControlLabel
          control={<Checkbox checked={draft.required} onChange={(change) => set("required", change.target.checked)} />}
          label={labels.required}
        />

        {fullRow(
          <FormControl component="fieldset" error={errors.scope !== undefined}>
            <FormLabel component="legend" id={scopeLabelId}>
              {labels.scope}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={scopeLabelId}
              value={draft.scope}
              onChange={(change) => {
                if (isScope(change.target.value)) set("scope", change.target.value);
              }}
            >
              {QUESTION_SCOPES.map((scope) => (
                <FormControlLabel key={scope} value={scope} control={<Radio />} label={labels.scopes[scope]} />
              ))}
            </RadioGroup>
            {errors.scope && <FormHelperText>{errors.scope}</FormHelperText>}
          </FormControl>,
        )}

        {canNameHolder(draft) &&
          fullRow(
            <FormControl error={errors.holderName !== undefined}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.holderName}
                    // One question names the holder: another one's switch is off until that one lets go.
                    disabled={holder !== undefined && !draft.holderName}
                    onChange={(change) => set("holderName", change.target.checked)}
                    slotProps={{ input: { "aria-describedby": holderHelpId } }}
                  />
                }
                label={labels.holderName}
              />
              {groupMessage(holderHelpId, errors.holderName, holder && !draft.holderName ? labels.holderNameTaken(holder.label) : undefined)}
            </FormControl>,
          )}

        {draft.kind === "choice" &&
          fullRow(
            <FormControl component="fieldset" error={errors.options !== undefined} sx={{ width: "100%" }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {labels.options}
              </FormLabel>
              <Stack spacing={1.5}>
                {draft.options.map((option, index) => (
                  // Rows have no identity but their place: removing one re-numbers those after it.
                  <Stack key={index} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <TextInput
                      label={labels.option(index + 1)}
                      value={option}
                      onChange={(change) => setOption(index, change.target.value)}
                      error={errors.options !== undefined}
                      fullWidth
                      autoComplete="off"
                      slotProps={{ htmlInput: { "aria-describedby": optionsHelpId } }}
                    />
                    <IconButton
                      aria-label={labels.removeOption(index + 1)}
                      disabled={draft.options.length <= 1}
                      onClick={() => set("options", draft.options.filter((_, at) => at !== index))}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
              <Box>
                <Button
                  startIcon={<Add />}
                  disabled={draft.options.length >= MAX_CHOICE_OPTIONS}
                  onClick={() => set("options", [...draft.options, ""])}
                  sx={{ mt: 1 }}
                >
                  {labels.addOption}
                </Button>
              </Box>
              {groupMessage(optionsHelpId, errors.options, checkoutQuestionsEditorMessages.input.options)}
            </FormControl>,
          )}

        {draft.kind === "number" && (
          <>
            {bound("min", labels.min)}
            {bound("max", labels.max)}
          </>
        )}

        {/* With one type there is nothing to choose. */}
        {(ticketTypes.length > 1 || removedTypeIds.length > 0) &&
          fullRow(
            <FormControl component="fieldset" error={errors.ticketTypeIds !== undefined} aria-describedby={typesHelpId}>
              <FormLabel component="legend">{labels.ticketTypes}</FormLabel>
              <FormGroup>
                {ticketTypes.map((type) => (
                  <FormControlLabel
                    key={type.id}
                    control={
                      <Checkbox
                        checked={draft.ticketTypeIds.includes(type.id)}
                        onChange={(change) => toggleType(type.id, change.target.checked)}
                      />
                    }
                    label={type.hidden ? labels.hiddenType(type.name) : type.name}
                  />
                ))}
                {removedTypeIds.map((id) => (
                  <FormControlLabel
                    key={id}
                    control={<Checkbox checked onChange={() => toggleType(id, false)} />}
                    label={m.removedType}
                  />
                ))}
              </FormGroup>
              {groupMessage(typesHelpId, errors.ticketTypeIds, labels.ticketTypesHint)}
            </FormControl>,
          )}
      </Box>

      <Stack spacing={2} sx={{ mt: 2 }}>
        {Object.keys(errors).length > 0 && <Alert severity="error">{labels.fixErrors}</Alert>}
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={onCancel}>{labels.cancel}</Button>
          <Button type="submit" variant="contained">
            {editing ? labels.update : labels.add}
          </Button>
        </Stack>
      </Stack>
    </CheckedForm>
  );
}
