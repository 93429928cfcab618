// A form that checks itself when submitted (the box office's sale, the shop's
// checkout): the browser's own validation is off so that the Arabic messages
// show beside the fields, and a refused submit focuses the first problem.
import Box from "@mui/material/Box";
import { useRef, type ReactNode } from "react";
import { focusFirstProblem } from "./focusFirstProblem";

interface CheckedFormProps {
  /** Whether the form was valid (and sent). */
  onSubmit: () => boolean | Promise<boolean>;
  /** When anything in the form is focused. */
  onFocus?: () => void;
  children: ReactNode;
}

export function CheckedForm({ onSubmit, onFocus, children }: CheckedFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onFocus={onFocus}
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        void Promise.resolve(onSubmit()).then((sent) => {
          if (!sent) focusFirstProblem(formRef.current);
        });
      }}
    >
      {children}
    </Box>
  );
}
