// The arrow of a "back" button: it points the way the page reads back,
// right on an Arabic page, left on an English one (the theme's direction).
import ArrowForward from "@mui/icons-material/ArrowForward";

export function BackIcon() {
  return <ArrowForward sx={(theme) => (theme.direction === "ltr" ? { transform: "scaleX(-1)" } : {})} />;
}
