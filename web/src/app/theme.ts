// The MUI theme of docs/product.md §5: indigo and amber, radius 12, 600 px mobile
// breakpoint, right-to-left (left-to-right on the English pages), Cairo
// (bundled by @fontsource, no font CDN).
import { directionOf, type Language } from "@bawwaba/common";
import { createTheme, type Theme } from "@mui/material/styles";
import { amber, indigo } from "@mui/material/colors";

/**
 * MUI notices that the browser filled an input in (a saved name or phone) by
 * an animation that starts on it, and moves the field's label out of the way.
 * Each input would inject the animation's keyframes itself as it appears,
 * compiled then by Emotion and flipped right to left by cssjanus, whose first
 * use is slow (it compiles its regular expressions), more so on a slow
 * phone: on the checkout, whose other styles come with its HTML, that was
 * the one compile left, in the long task that shows it (see
 * docs/performance.md § Styles in the shop's HTML). So the keyframes are the
 * app's, drawn once with every page (AppProviders), and the inputs carry the
 * animation themselves.
 */
const AUTOFILL = "mui-auto-fill";
const AUTOFILL_CANCEL = "mui-auto-fill-cancel";

export const autofillKeyframes = {
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
};

/** Below the phone breakpoint (600 px), as `theme.breakpoints.down("sm")` writes it. */
const ON_PHONES = "@media (max-width:599.95px)";
/** The smallest box a finger hits reliably (WCAG 2.5.5). */
const TOUCH_TARGET_PX = 44;

const themeOf = (language: Language) => createTheme({
  direction: directionOf(language),
  palette: {
    primary: { main: indigo[500] },
    secondary: { main: amber[500] },
    // MUI's own orange (#ed6c02) has white text at 3.1:1 («Only 1 left»
    // chips, below WCAG AA's 4.5:1); this one has it at 5.0:1.
    warning: { main: "#b45309" },
    background: { default: "#f6f7fb" },
  },
  shape: { borderRadius: 12 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  typography: {
    fontFamily: '"Cairo", system-ui, sans-serif',
    button: { fontWeight: 600, textTransform: "none" },
  },
  components: {
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      // What MUI's input has when it injects the keyframes itself.
      styleOverrides: {
        input: {
          animationName: AUTOFILL_CANCEL,
          animationDuration: "10ms",
          "&:-webkit-autofill": { animationDuration: "5000s", animationName: AUTOFILL },
        },
        // A small field is 40 px tall: 2 px more padding makes it a finger's 44.
        sizeSmall: { [ON_PHONES]: { "& .MuiInputBase-input": { paddingTop: 10.5, paddingBottom: 10.5 } } },
      },
    },
    // On phones every control is at least 44 × 44 px (tests/browser/touchTargets.test.ts):
    // small buttons, icon buttons, clickable chips, checkboxes and radios grow to it there.
    MuiButton: { styleOverrides: { root: { [ON_PHONES]: { minHeight: TOUCH_TARGET_PX } } } },
    MuiIconButton: { styleOverrides: { root: { [ON_PHONES]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } } },
    MuiChip: { styleOverrides: { clickable: { [ON_PHONES]: { minHeight: TOUCH_TARGET_PX } } } },
    MuiCheckbox: { styleOverrides: { root: { [ON_PHONES]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [ON_PHONES]: { padding: 10 } } } },
  },
});

const themes = new Map<Language, Theme>();

/** The theme of a page in `language`, made once. */
export function themeFor(language: Language): Theme {
  let theme = themes.get(language);
  if (!theme) {
    theme = themeOf(language);
    themes.set(language, theme);
  }
  return theme;
}
