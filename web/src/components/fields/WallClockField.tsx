// A date, or a date and time, as a wall clock shows it (in the event's zone,
// which the form names under the field): MUI X's Arabic right-to-left picker,
// loaded as a chunk of its own when a form first shows one, so that no
// route's first download carries it (docs/performance.md § Libraries loaded
// on demand). Until it arrives, and if it cannot, the browser's own input
// stands in its place with the same label, value and message: the form is
// usable and laid out the same meanwhile.
import { Component, lazy, Suspense, type ReactNode } from "react";
import { PAGE_CHUNK_TIMEOUT_MS } from "../../lib/config";
import { ChunkLoadError, loadChunk } from "../loadChunk";
import { TextInput } from "./TextInput";

export interface WallClockFieldProps {
  kind: "dateTime" | "date";
  label: string;
  /** "2027-03-05T20:00" (dateTime) or "2027-03-05" (date); "" when empty. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  /** The field's message, or what it holds in words. */
  helperText?: string;
  required?: boolean;
}

const WallClockPicker = lazy(() => loadChunk("wall-clock-picker", () => import("./WallClockPicker"), PAGE_CHUNK_TIMEOUT_MS));

export function WallClockField(props: WallClockFieldProps) {
  const native = <NativeWallClockField {...props} />;
  return (
    <NativeOnChunkError fallback={native}>
      <Suspense fallback={native}>
        <WallClockPicker {...props} />
      </Suspense>
    </NativeOnChunkError>
  );
}

function NativeWallClockField({ kind, label, value, onChange, error, helperText, required }: WallClockFieldProps) {
  return (
    <TextInput
      type={kind === "dateTime" ? "datetime-local" : "date"}
      label={label}
      value={value}
      onChange={(change) => onChange(change.target.value)}
      error={error}
      helperText={helperText}
      required={required}
      fullWidth
      // Digits and date parts read left to right even in an RTL page.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
    />
  );
}

/** The native field in place of a picker whose chunk failed to load: the form stays usable. */
class NativeOnChunkError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    // Anything else is a bug, not a loading problem: let it surface.
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
