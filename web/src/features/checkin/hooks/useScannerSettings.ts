// The event and gate this device scans for, kept on the device: a phone at
// the north gate opens on the north gate tomorrow too.
import { useEffect, useState } from "react";
import { isOptionalString, isRecord, isString, storedValue } from "../../../lib/storedValue";
import { deviceStorage } from "../../../lib/deviceStorage";

export interface ScannerSettings {
  eventId?: string;
  /** As typed; trimmed when sent. */
  gate: string;
}

const isSettings = (value: unknown): value is ScannerSettings =>
  isRecord(value) && isOptionalString(value.eventId) && isString(value.gate);

const stored = storedValue<ScannerSettings>(deviceStorage, "scanner.settings", isSettings, { gate: "" });

export function useScannerSettings() {
  const [settings, setSettings] = useState(stored.read);
  useEffect(() => stored.write(settings), [settings]);
  return {
    settings,
    setEventId: (eventId: string) => setSettings((previous) => ({ ...previous, eventId })),
    setGate: (gate: string) => setSettings((previous) => ({ ...previous, gate })),
  };
}
