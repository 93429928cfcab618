// MUI's switch is a 38 px target; on phones it grows to a finger's 44 (the
// theme does the same for checkboxes and radios): the `sx` of a Switch.
import type { Theme } from "@mui/material/styles";

export const phoneSizedSwitch = (theme: Theme) => ({
  [theme.breakpoints.down("sm")]: {
    width: 64,
    height: 44,
    padding: "15px",
    "& .MuiSwitch-switchBase": { padding: "12px" },
  },
});
