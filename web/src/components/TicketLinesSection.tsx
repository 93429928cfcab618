// The tickets part of a sale or a purchase: a line per ticket type with its
// quantity stepper, why none can be chosen when none is on sale, and the
// refusal of the quantities as a whole.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import type { SaleLine } from "../lib/cart";
import { FormSection } from "./FormSection";
import { TicketLine } from "./TicketLine";

interface TicketLinesSectionProps {
  heading: string;
  noneOnSaleText: string;
  lines: readonly SaleLine[];
  currency: string;
  onStep: (line: SaleLine, step: 1 | -1) => void;
  /** The refusal of the quantities, focused first after a refused submit. */
  error?: string;
  errorTestId?: string;
  /** The box office shows how many are left; the shop only "few left". */
  exactRemaining?: boolean;
  /** What a sold-out type shows instead of its stepper (the shop's "notify me"). */
  soldOutAction?: (line: SaleLine) => ReactNode;
  /** A hidden type's mark (the box office, which lists them). */
  hiddenMark?: string;
  sx?: SxProps<Theme>;
}

export function TicketLinesSection(props: TicketLinesSectionProps) {
  const { lines, error } = props;
  const noneOnSale = lines.every((line) => line.availability.state !== "on_sale");
  return (
    <FormSection heading={props.heading} sx={props.sx}>
      {noneOnSale && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {props.noneOnSaleText}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} tabIndex={-1} data-problem="true" data-testid={props.errorTestId}>
          {error}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {lines.map((line) => (
          <TicketLine
            key={line.type.id}
            line={line}
            currency={props.currency}
            onStep={(step) => props.onStep(line, step)}
            exactRemaining={props.exactRemaining}
            soldOutAction={props.soldOutAction?.(line)}
            hiddenMark={props.hiddenMark}
          />
        ))}
      </Box>
    </FormSection>
  );
}
