// The camera's picture with its controls. When the camera cannot start, the
// reason is said in Arabic and the gate goes on with the keyboard scanner
// and manual entry.
import FlashlightOff from "@mui/icons-material/FlashlightOff";
import FlashlightOn from "@mui/icons-material/FlashlightOn";
import Videocam from "@mui/icons-material/Videocam";
import VideocamOff from "@mui/icons-material/VideocamOff";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkinMessages } from "@bawwaba/common";
import { useId } from "react";
import { useCameraScanner } from "../hooks/useCameraScanner";

const texts = checkinMessages.camera;

export function CameraScanner({ onRead }: { onRead: (text: string, receivedAt: number) => void }) {
  const elementId = `camera-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const { state, start, stop, switchTorch } = useCameraScanner(elementId, onRead);
  const running = state.status === "on" || state.status === "starting";

  return (
    <Stack spacing={1.5} data-testid="camera" data-status={state.status}>
      <Box
        role="region"
        aria-label={texts.viewfinder}
        sx={{
          position: "relative",
          bgcolor: "grey.900",
          borderRadius: 2,
          overflow: "hidden",
          minHeight: running ? 240 : 0,
          display: running ? "block" : "none",
        }}
      >
        {/* html5-qrcode fills this element itself; React leaves it empty. */}
        <Box
          id={elementId}
          sx={{ width: "100%", "& video": { width: "100% !important", height: "auto", display: "block" } }}
        />
        {state.status === "starting" && (
          <Stack
            spacing={1}
            sx={{ position: "absolute", inset: 0, alignItems: "center", justifyContent: "center", color: "common.white" }}
          >
            <CircularProgress color="inherit" aria-hidden />
            <Typography>{texts.starting}</Typography>
          </Stack>
        )}
      </Box>
      {state.status === "failed" && (
        <Alert severity="warning" role="status">
          {texts.errors[state.problem]}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {running ? (
          <Button variant="outlined" size="large" startIcon={<VideocamOff />} onClick={stop} sx={{ minHeight: 48, flex: 1 }}>
            {texts.stop}
          </Button>
        ) : (
          <Button variant="contained" size="large" startIcon={<Videocam />} onClick={start} sx={{ minHeight: 48, flex: 1 }}>
            {texts.start}
          </Button>
        )}
        {state.status === "on" && state.torch && (
          <Button
            variant="outlined"
            size="large"
            startIcon={state.torch.on ? <FlashlightOff /> : <FlashlightOn />}
            aria-pressed={state.torch.on}
            onClick={() => void switchTorch(!state.torch?.on)}
            sx={{ minHeight: 48, flex: 1 }}
          >
            {state.torch.on ? texts.torchOff : texts.torchOn}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
