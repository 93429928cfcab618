// A titled part of a form (the tickets, the buyer): a section named by its heading.
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { useId, type ReactNode } from "react";

interface FormSectionProps {
  heading: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function FormSection({ heading, sx = [], children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
