// Cash, card or complimentary, as large radio tiles a thumb can hit.
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { PAYMENT_METHODS, salesMessages, type PaymentMethod } from "@bawwaba/common";
import { useId } from "react";

interface PaymentMethodPickerProps {
  value: PaymentMethod;
  error?: string;
  onChange: (method: PaymentMethod) => void;
}

const isPaymentMethod = (value: string): value is PaymentMethod => PAYMENT_METHODS.some((method) => method === value);

export function PaymentMethodPicker({ value, error, onChange }: PaymentMethodPickerProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl error={error !== undefined} fullWidth>
      <FormLabel id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {salesMessages.paymentHeading}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name="payment"
        value={value}
        onChange={(event) => {
          if (isPaymentMethod(event.target.value)) onChange(event.target.value);
        }}
        sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1 }}
      >
        {PAYMENT_METHODS.map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={salesMessages.payment[method]}
            sx={{
              m: 0,
              minHeight: 52,
              pr: 1,
              border: 1,
              borderRadius: 3,
              borderColor: value === method ? "primary.main" : "divider",
              bgcolor: value === method ? "action.selected" : undefined,
            }}
          />
        ))}
      </RadioGroup>
      {error && (
        <FormHelperText id={errorId} tabIndex={-1} data-problem="true">
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
