// Theme, right-to-left styling (left-to-right on the English pages) and the
// signed-in session for the whole app.
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
import { directionOf, type Language } from "@bawwaba/common";
import CssBaseline from "@mui/material/CssBaseline";
import GlobalStyles from "@mui/material/GlobalStyles";
import { ThemeProvider } from "@mui/material/styles";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import type { ReactNode } from "react";
import { prefixer } from "stylis";
import { AuthProvider } from "../auth/AuthProvider";
import { autofillKeyframes, themeFor } from "./theme";

/**
 * Emotion's styles for a page in `language`. On an Arabic page every
 * left/right style (margins, paddings, positions) is flipped through the RTL
 * stylis plugin, so MUI components, dialogs and menus mirror; an English page
 * keeps them as written, under a key of its own. The build makes one more
 * to collect styles ahead of time (web/build/prerender.tsx).
 */
export function createEmotionCache(language: Language): EmotionCache {
  return directionOf(language) === "rtl"
    ? createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: "muiltr", stylisPlugins: [prefixer] });
}

const pageCaches = new Map<Language, EmotionCache>();

function pageCache(language: Language): EmotionCache {
  let cache = pageCaches.get(language);
  if (!cache) {
    cache = createEmotionCache(language);
    pageCaches.set(language, cache);
  }
  return cache;
}

export function AppProviders({
  children,
  language = "ar",
  emotionCache = pageCache(language),
}: {
  children: ReactNode;
  language?: Language;
  emotionCache?: EmotionCache;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(language)}>
        <CssBaseline />
        <GlobalStyles styles={autofillKeyframes} />
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
