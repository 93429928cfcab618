// Theme, right-to-left styling and the signed-in session for the whole app.
// Cairo in the three weights the pages use (400 text, 600 buttons, 700
// headings); index.html preloads the Arabic files (vite.config.ts). Each
// weight's stylesheet gives every subset (Arabic, Latin, Latin extended) its
// unicode-range, so a browser downloads a subset only for text that uses it
// and draws each letter from the one face that has it. (The per-subset files,
// e.g. arabic-400.css, have no unicode-range: the Arabic and Latin faces of a
// weight then both claim every letter, and the first paint waited on the
// choice: see docs/performance.md § The shop prerendered and started after
// paint.)
import "@fontsource/cairo/400.css";
import "@fontsource/cairo/600.css";
import "@fontsource/cairo/700.css";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import GlobalStyles from "@mui/material/GlobalStyles";
import { ThemeProvider } from "@mui/material/styles";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import type { ReactNode } from "react";
import { prefixer } from "stylis";
import { AuthProvider } from "../auth/AuthProvider";
import { autofillKeyframes, theme } from "./theme";

/**
 * Emotion's styles for the app: every left/right style (margins, paddings,
 * positions) flipped through the RTL stylis plugin, so MUI components,
 * dialogs and menus mirror. The build makes one more to collect styles ahead
 * of time (web/build/prerender.tsx).
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
}

const rtlCache = createRtlCache();

export function AppProviders({ children, emotionCache = rtlCache }: { children: ReactNode; emotionCache?: EmotionCache }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={autofillKeyframes} />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
