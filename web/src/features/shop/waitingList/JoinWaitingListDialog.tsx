// "Notify me" for a sold-out type (docs/product.md "Waiting lists"): a list
// the organiser paused says so at once; otherwise the buyer verifies their
// phone with the shop's sign-in if they have not, then
// says how many tickets they want, their name and optionally an e-mail, and
// joins the type's list (joinWaitingList). What happened shows beside the
// form: joined, or each refusal beside its field. Its own chunk, loaded when
// the buyer presses the button: the checkout does not carry it.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import NotificationsActive from "@mui/icons-material/NotificationsActive";
import { buyerMessages, MAX_PERSON_NAME_LENGTH, waitingListMessages } from "@bawwaba/common";
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { SelectField } from "../../../components/fields/SelectField";
import { TextInput } from "../../../components/fields/TextInput";
import { focusFirstProblem } from "../../../components/focusFirstProblem";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { CallError } from "../../../lib/callFunction";
import { joinWaitingList } from "../api";
import { LoadedPhoneSignIn, VerifiedPhone } from "../buyer/BuyerPhone";
import type { BuyerSession } from "../buyer/useBuyerSession";
import { joinRefusalField, quantityChoices, validateJoin, type JoinDraft, type JoinErrors } from "./joinForm";
import { isListPaused } from "./listPaused";

const m = waitingListMessages.shop;

export interface JoinWaitingListDialogProps {
  eventId: string;
  type: { id: string; name: string; perOrderLimit: number };
  session: BuyerSession;
  /** The name and e-mail the checkout already has. */
  buyer: { name: string; email: string };
  onClose: () => void;
}

export function JoinWaitingListDialog({ eventId, type, session, buyer, onClose }: JoinWaitingListDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<JoinDraft>({ quantity: 1, name: buyer.name, email: buyer.email });
  const [errors, setErrors] = useState<JoinErrors>({});
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<{ quantity: number; byMail: boolean }>();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    let current = true;
    isListPaused(eventId, type.id)
      .then((answer) => current && setPaused(answer === true))
      // The form shows as usual; a join to a paused list is refused with the same words.
      .catch((error: unknown) => console.warn("Could not tell whether the waiting list is paused", error));
    return () => {
      current = false;
    };
  }, [eventId, type.id]);

  const change = <Field extends keyof JoinDraft>(field: Field, value: JoinDraft[Field]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
  };

  const submit = async () => {
    const checked = validateJoin({ eventId, ticketTypeId: type.id, perOrderLimit: type.perOrderLimit }, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setSending(true);
    setErrors({});
    try {
      const idToken = await session.idToken();
      if (idToken === null) throw new CallError("unauthenticated", buyerMessages.mustVerify);
      await joinWaitingList(checked.input, idToken);
      setJoined({ quantity: checked.input.quantity, byMail: Boolean(checked.input.email) });
      return true;
    } catch (error) {
      console.error("Could not join the waiting list", error);
      const message = callErrorMessage(error);
      setErrors({ [joinRefusalField(message, type.perOrderLimit)]: message });
      return false;
    } finally {
      setSending(false);
    }
  };

  let body;
  if (paused && !joined) {
    body = (
      <Alert severity="info" data-testid="waiting-list-paused">
        {waitingListMessages.errors.paused}
      </Alert>
    );
  } else if (joined) {
    body = (
      <Alert severity="success" role="status" data-testid="waiting-list-joined">
        <Typography sx={{ fontWeight: 700 }}>{m.joined(type.name, joined.quantity)}</Typography>
        <Typography sx={{ mt: 0.5 }}>{m.joinedNext(joined.byMail)}</Typography>
      </Alert>
    );
  } else if (!session.phone) {
    body = (
      <Stack spacing={1.5}>
        <Typography>{m.phoneFirst}</Typography>
        <LoadedPhoneSignIn session={session} />
      </Stack>
    );
  } else {
    body = (
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          void submit().then((sent) => {
            if (!sent) focusFirstProblem(formRef.current);
          });
        }}
      >
        <Stack spacing={2}>
          <VerifiedPhone session={session} />
          <SelectField
            label={m.quantity}
            value={draft.quantity}
            onChange={(event) => change("quantity", Number(event.target.value))}
            {...fieldErrorProps(errors, "quantity")}
            required
            fullWidth
            htmlSelect={{ "data-testid": "waiting-list-quantity" }}
          >
            {quantityChoices(type.perOrderLimit).map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </SelectField>
          <TextInput
            label={m.name}
            value={draft.name}
            onChange={(event) => change("name", event.target.value)}
            {...fieldErrorProps(errors, "name")}
            required
            fullWidth
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: MAX_PERSON_NAME_LENGTH, "data-testid": "waiting-list-name" } }}
          />
          <TextInput
            label={m.email}
            value={draft.email}
            onChange={(event) => change("email", event.target.value)}
            {...fieldErrorProps(errors, "email", m.emailHint)}
            type="email"
            fullWidth
            autoComplete="email"
            slotProps={{ htmlInput: { dir: "ltr", inputMode: "email", "data-testid": "waiting-list-email" } }}
          />
          {errors.form && (
            <Alert severity="error" tabIndex={-1} data-problem="true" data-testid="waiting-list-error">
              {errors.form}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={20} color="inherit" /> : <NotificationsActive />}
            sx={{ minHeight: 48 }}
            data-testid="waiting-list-submit"
          >
            {sending ? m.joining : m.submit}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="waiting-list-dialog">
      <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
        {m.title(type.name)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!joined && !paused && <Typography color="text.secondary">{m.intro}</Typography>}
          {body}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {joined && (
          <Button component={RouterLink} to={ROUTES.myTickets} sx={{ minHeight: 44 }}>
            {m.myTickets}
          </Button>
        )}
        <Button onClick={onClose} sx={{ minHeight: 44 }} data-testid="waiting-list-close">
          {m.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
