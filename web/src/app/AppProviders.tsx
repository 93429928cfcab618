// Theme, right-to-left styling and the signed-in session for the whole app.
// Cairo in the three weights the pages use (400 text, 600 buttons, 700
// headings), Arabic and Latin (digits, e-mail addresses) only; index.html
// preloads the Arabic files (vite.config.ts).
import "@fontsource/cairo/arabic-400.css";
import "@fontsource/cairo/arabic-600.css";
import "@fontsource/cairo/arabic-700.css";
import "@fontsource/cairo/latin-400.css";
import "@fontsource/cairo/latin-600.css";
import "@fontsource/cairo/latin-700.css";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import type { ReactNode } from "react";
import { prefixer } from "stylis";
import { AuthProvider } from "../auth/AuthProvider";
import { theme } from "./theme";

// Emotion flips every left/right style (margins, paddings, positions) through
// the RTL stylis plugin, so MUI components, dialogs and menus mirror.
const rtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
