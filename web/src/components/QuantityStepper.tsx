// − n + with big touch targets. The number is text, not a field: sales are a
// few tickets at a time, and a phone keyboard would cover the form.
import Add from "@mui/icons-material/Add";
import Remove from "@mui/icons-material/Remove";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { salesMessages } from "@bawwaba/common";

interface QuantityStepperProps {
  ticketTypeId: string;
  /** Names the group for screen readers: the ticket type. */
  label: string;
  quantity: number;
  max: number;
  onStep: (step: 1 | -1) => void;
  /** Ids of the texts that explain the line (its problem). */
  describedBy?: string;
}

export function QuantityStepper({ ticketTypeId, label, quantity, max, onStep, describedBy }: QuantityStepperProps) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid={`qty-${ticketTypeId}`}
      sx={{ alignItems: "center", border: 1, borderColor: "divider", borderRadius: 3, flexShrink: 0 }}
    >
      <IconButton size="large" aria-label={salesMessages.decrease} disabled={quantity === 0} onClick={() => onStep(-1)}>
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: "center", fontWeight: 700, fontSize: 20 }}
      >
        {quantity}
      </Typography>
      <IconButton size="large" aria-label={salesMessages.increase} disabled={quantity >= max} onClick={() => onStep(1)} color="primary">
        <Add />
      </IconButton>
    </Stack>
  );
}
