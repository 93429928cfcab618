// A form that checks itself when submitted (the box office's sale, the shop's
// checkout): the browser's own validation is off so that the Arabic messages
// show beside the fields, and a refused submit focuses the first problem.
import Box from "@mui/material/Box";
import { useRef, type ReactNode } from "react";
import { focusFirstProblem } from "./focusFirstProblem";

interface CheckedFormProps {
  /** Whether the form was valid (and sent). */
  onSubmit: () => boolean;
  children: ReactNode;
}

export function CheckedForm({ onSubmit, children }: CheckedFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(submitEvent) => {
        submitEvent.preventDefault();
        if (!onSubmit()) focusFirstProblem(formRef.current);
      }}
    >
      {children}
    </Box>
  );
}
