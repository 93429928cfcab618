// The camera, through html5-qrcode, loaded only when this page starts the
// camera (it is not in any other page's bundle). The back camera is asked
// for; the browser's own BarcodeDetector decodes where it exists (Android,
// ChromeOS, macOS), html5-qrcode's bundled decoder elsewhere.
import type { Html5Qrcode } from "html5-qrcode";
import { useEffect, useRef, useState } from "react";
import { cameraProblem, type CameraProblem } from "../model/cameraProblem";

export type CameraState =
  | { status: "off" }
  | { status: "starting" }
  /** `torch` is absent when the camera has no light the page may switch. */
  | { status: "on"; torch?: { on: boolean } }
  | { status: "failed"; problem: CameraProblem };

/** Enough to catch a ticket held up for a moment; more only drains the battery. */
const FRAMES_PER_SECOND = 10;
/** The square read for codes, as a share of the picture's shorter side: html5-qrcode reads it at its size on screen, so bigger reads denser codes. */
const VIEWFINDER_SHARE = 0.8;

async function startCamera(elementId: string, onText: (text: string) => void): Promise<Html5Qrcode> {
  const { Html5Qrcode, Html5QrcodeSupportedFormats } = await import("html5-qrcode");
  const scanner = new Html5Qrcode(elementId, {
    verbose: false,
    formatsToSupport: [Html5QrcodeSupportedFormats.QR_CODE],
    experimentalFeatures: { useBarCodeDetectorIfSupported: true },
  });
  await scanner.start(
    { facingMode: "environment" },
    {
      fps: FRAMES_PER_SECOND,
      qrbox: (width, height) => {
        const side = Math.floor(Math.min(width, height) * VIEWFINDER_SHARE);
        return { width: side, height: side };
      },
    },
    (text) => onText(text),
    undefined,
  );
  return scanner;
}

function hasTorch(scanner: Html5Qrcode): boolean {
  try {
    return scanner.getRunningTrackCameraCapabilities().torchFeature().isSupported();
  } catch {
    return false;
  }
}

/**
 * Runs the camera in the element `elementId` (which React must leave empty)
 * from the first render until stopped, calling `onRead` with every code
 * decoded and when (performance.now() time).
 */
export function useCameraScanner(elementId: string, onRead: (text: string, receivedAt: number) => void) {
  // Each start is a new run; null while the camera is off.
  const [run, setRun] = useState<number | null>(0);
  const [state, setState] = useState<CameraState>({ status: "starting" });
  const scannerRef = useRef<Html5Qrcode | undefined>(undefined);
  // A run starts once the one before has let go of the camera and the element.
  const released = useRef<Promise<unknown>>(Promise.resolve());
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  });

  useEffect(() => {
    if (run === null) return;
    let stopped = false;
    const starting = released.current.then(() =>
      stopped ? undefined : startCamera(elementId, (text) => latestOnRead.current(text, performance.now())),
    );
    starting.then(
      (scanner) => {
        if (stopped || !scanner) return;
        scannerRef.current = scanner;
        setState({ status: "on", torch: hasTorch(scanner) ? { on: false } : undefined });
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn("The camera did not start", error);
        setState({ status: "failed", problem: cameraProblem(error) });
      },
    );
    return () => {
      stopped = true;
      scannerRef.current = undefined;
      released.current = starting
        .then((scanner) => scanner && scanner.stop().then(() => scanner.clear()))
        .catch((error: unknown) => console.warn("Could not stop the camera", error));
    };
  }, [run, elementId]);

  const start = () => {
    setState({ status: "starting" });
    setRun((previous) => (previous ?? 0) + 1);
  };

  const stop = () => {
    setState({ status: "off" });
    setRun(null);
  };

  const switchTorch = async (on: boolean) => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    try {
      await scanner.getRunningTrackCameraCapabilities().torchFeature().apply(on);
      setState({ status: "on", torch: { on } });
    } catch (error) {
      console.warn("Could not switch the camera's light", error);
    }
  };

  return { state, start, stop, switchTorch };
}
