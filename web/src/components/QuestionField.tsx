// One question's field (docs/product.md "Questions at checkout") wherever
// answers are typed: the sale's form in the shop and at the box office
// (CheckoutQuestions.tsx) and the sales editor's correction of answers. One
// input per kind, the required mark, the question's help under it or, in its
// place, the message given. Its value is the field's text, a yes/no's "yes"
// or "no" (lib/questionFieldValue.ts turns answers into it and back). Only
// the lazily loaded forms import it, never a page's first download.
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { answerWords, checkoutQuestionsFormMessages as m, langOfShown, MAX_ANSWER_LENGTH, type CheckoutQuestion } from "@bawwaba/common";
import { useId } from "react";
import { NO_FIELD, YES_FIELD } from "../lib/questionFieldValue";
import { SelectField } from "./fields/SelectField";
import { TextInput } from "./fields/TextInput";

export interface QuestionFieldProps {
  question: CheckoutQuestion;
  /** The field's text: a yes/no's "yes", "no" or "" (lib/questionFieldValue.ts). */
  value: string;
  /** The answer's message: shown instead of the help, the field marked. */
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoFocus?: boolean;
  /**
   * Giving no answer as a choice of its own, so labelled: the list's empty
   * option and a last radio button (the editor takes a stored answer away
   * so). Absent, the list's empty option asks to choose and the buttons
   * have none: a buyer's answer is given or not yet.
   */
  noAnswer?: string;
}

interface Option {
  value: string;
  label: string;
}

/** The organiser's words (a question, its help, a choice): marked Arabic on an English page, as an event's are (localizedText.ts); as they are otherwise. */
function OrganiserWords({ words }: { words: string }) {
  const lang = langOfShown(words);
  return lang ? (
    <span dir="auto" lang={lang}>
      {words}
    </span>
  ) : (
    words
  );
}

/** A choice of up to this many answers shows them all as radio buttons; a longer one is a list. */
const MAX_RADIO_OPTIONS = 4;

export function QuestionField({ question, value, error, onChange, onBlur, autoFocus = false, noAnswer }: QuestionFieldProps) {
  // The editor's browser test finds a field by its question.
  const testId = `answer-${question.id}`;
  const shared = {
    label: <OrganiserWords words={question.label} />,
    required: question.required,
    fullWidth: true,
    error: error !== undefined,
    helperText: error ?? (question.help && <OrganiserWords words={question.help} />),
    onBlur,
  };
  if (question.kind === "yesNo" || question.kind === "choice") {
    const choices = question.options ?? [];
    const offered: Option[] =
      question.kind === "yesNo"
        ? [
            { value: YES_FIELD, label: answerWords.yes },
            { value: NO_FIELD, label: answerWords.no },
          ]
        : choices.map((choice) => ({ value: choice, label: choice }));
    // A stored answer the choice no longer offers still shows (and its message says so).
    const options = value === "" || offered.some((option) => option.value === value) ? offered : [{ value, label: value }, ...offered];
    if (question.kind === "choice" && choices.length > MAX_RADIO_OPTIONS) {
      return (
        <SelectField
          {...shared}
          value={value}
          onChange={(change) => onChange(change.target.value)}
          htmlSelect={{ "data-testid": testId, "data-problem": error === undefined ? undefined : "true" }}
        >
          <option value="">{noAnswer ?? m.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    return (
      <RadioQuestion
        question={question}
        // Nothing chosen until someone chooses: a required yes/no is not answered «لا» by default.
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
        autoFocus={autoFocus}
        options={noAnswer === undefined ? options : [...options, { value: "", label: noAnswer }]}
        row={question.kind === "yesNo"}
        testId={testId}
      />
    );
  }
  const input = {
    ...shared,
    value,
    onChange: (change: { target: { value: string } }) => onChange(change.target.value),
    autoFocus,
    // Someone else's name or details, not the device owner's.
    autoComplete: "off",
  };
  switch (question.kind) {
    case "number":
      // Arabic or Latin digits alike (checkAnswer reads both), left to right as numbers are.
      return <TextInput {...input} slotProps={{ htmlInput: { inputMode: "decimal", dir: "ltr", "data-testid": testId } }} />;
    case "date":
      return (
        <TextInput
          {...input}
          type="date"
          // A date field always shows its format: the label stays above it.
          slotProps={{ htmlInput: { dir: "ltr", "data-testid": testId }, inputLabel: { shrink: true } }}
        />
      );
    default: {
      const long = question.kind === "longText";
      return (
        <TextInput
          {...input}
          multiline={long}
          minRows={long ? 3 : undefined}
          maxRows={long ? 8 : undefined}
          slotProps={{
            htmlInput: {
              maxLength: MAX_ANSWER_LENGTH[question.kind],
              // A Latin answer reads left to right, an Arabic one right to left; an empty field follows the page (dir="auto" would turn it left to right).
              dir: value === "" ? undefined : "auto",
              "data-testid": testId,
            },
          }}
        />
      );
    }
  }
}

interface RadioQuestionProps {
  question: CheckoutQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: (() => void) | undefined;
  autoFocus: boolean;
  options: Option[];
  row: boolean;
  testId: string;
}

function RadioQuestion({ question, value, error, onChange, onBlur, autoFocus, options, row, testId }: RadioQuestionProps) {
  const labelId = useId();
  const helperId = useId();
  const message = error ?? question.help;
  // Focus goes where the arrow keys start: the chosen button, else the first.
  const focused = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <FormControl error={error !== undefined} required={question.required} fullWidth onBlur={onBlur}>
      <FormLabel id={labelId}>
        <OrganiserWords words={question.label} />
      </FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        aria-describedby={message ? helperId : undefined}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        data-testid={testId}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio autoFocus={autoFocus && option.value === focused} />}
            label={<OrganiserWords words={option.label} />}
            sx={{ minHeight: 44, minWidth: 88 }}
          />
        ))}
      </RadioGroup>
      {message && (
        // A refused submit focuses the first problem (focusFirstProblem.ts): for a group of radio buttons, its message.
        <FormHelperText id={helperId} tabIndex={error ? -1 : undefined} data-problem={error ? "true" : undefined}>
          {error ?? <OrganiserWords words={message} />}
        </FormHelperText>
      )}
    </FormControl>
  );
}
