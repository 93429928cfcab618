// "Label: value" on a phone card, where a table would have a column; nothing
// when there is no value.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export function DetailLine({ label, value }: { label: string; value?: ReactNode }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:{" "}
      </Box>
      {value}
    </Typography>
  );
}
