// The MUI theme of docs/product.md §5: indigo and amber, radius 12, 600 px mobile
// breakpoint, right-to-left, Cairo (bundled by @fontsource, no font CDN).
import { createTheme } from "@mui/material/styles";
import { amber, indigo } from "@mui/material/colors";

export const theme = createTheme({
  direction: "rtl",
  palette: {
    primary: { main: indigo[500] },
    secondary: { main: amber[500] },
    background: { default: "#f6f7fb" },
  },
  shape: { borderRadius: 12 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: '"Cairo", system-ui, sans-serif',
    button: { fontWeight: 600, textTransform: "none" },
  },
});
