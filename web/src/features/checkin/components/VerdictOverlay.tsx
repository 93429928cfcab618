// The full-screen verdict, readable from a step away: colour, icon, a word,
// and who the ticket is for or why it is refused. Taps and Escape close it;
// it closes itself after a moment (useGateStation).
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkinMessages } from "@bawwaba/common";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { ShownVerdict } from "../hooks/useGateStation";
import { verdictDetails, verdictTone } from "../model/verdict";
import { TONE_COLORS, VERDICT_ICONS } from "./verdictLook";

const texts = checkinMessages.verdict;

export function VerdictOverlay({ shown, onClose }: { shown: ShownVerdict; onClose: () => void }) {
  const { verdict, receivedAt, scannedAt, timeZone } = shown;
  const overlay = useRef<HTMLDivElement>(null);

  // From the decoded text to this verdict on screen, for the latency bench.
  // Measured here, after React has put the overlay in the page.
  useLayoutEffect(() => {
    overlay.current?.setAttribute("data-latency-ms", (performance.now() - receivedAt).toFixed(1));
  }, [receivedAt]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const colors = TONE_COLORS[verdictTone(verdict.result)];
  const Icon = VERDICT_ICONS[verdict.result];
  const [headline, ...more] = verdictDetails(verdict, scannedAt, timeZone);

  return (
    <Box
      ref={overlay}
      role="alert"
      data-testid="verdict"
      data-result={verdict.result}
      data-offline={String(verdict.offline)}
      onClick={onClose}
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: colors.background,
        color: colors.text,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        p: 3,
        textAlign: "center",
      }}
    >
      <Stack spacing={2} sx={{ alignItems: "center", maxWidth: 640 }}>
        <Icon aria-hidden sx={{ fontSize: { xs: 112, sm: 160 } }} />
        <Typography component="p" sx={{ fontWeight: 800, fontSize: { xs: 40, sm: 56 }, lineHeight: 1.2 }}>
          {texts.titles[verdict.result]}
        </Typography>
        {headline && (
          <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: 24, sm: 32 } }}>
            {headline}
          </Typography>
        )}
        {more.map((line) => (
          <Typography key={line} component="p" sx={{ fontSize: { xs: 20, sm: 24 } }}>
            {line}
          </Typography>
        ))}
        {/* Only what the device decided is sent later; what it could not decide is not. */}
        {verdict.offline && verdict.result !== "error" && !verdict.unknownKey && (
          <Typography component="p" sx={{ fontSize: 16, border: 1, borderRadius: 2, px: 1.5, py: 0.5 }}>
            {texts.offline}
          </Typography>
        )}
        <Button variant="outlined" color="inherit" size="large" onClick={onClose} sx={{ minHeight: 48, minWidth: 160 }}>
          {texts.dismiss}
        </Button>
      </Stack>
    </Box>
  );
}
