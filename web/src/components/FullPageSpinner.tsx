import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { arPublic } from "@bawwaba/common";

export function FullPageSpinner() {
  return (
    <Box role="status" sx={{ display: "grid", placeItems: "center", minHeight: "50vh" }}>
      <CircularProgress aria-label={arPublic.shell.loading} />
    </Box>
  );
}
