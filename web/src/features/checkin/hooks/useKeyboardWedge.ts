// USB and Bluetooth barcode scanners type the code like a keyboard. The whole
// document listens, so the operator never has to tap a field first; typing
// into a text field (the gate name, the manual entry) is left to the field.
import { useEffect, useRef } from "react";
import { KeyboardWedge } from "../model/keyboardWedge";

const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"]);

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/** Calls `onScan` with each code a keyboard scanner types, and when its Enter came (performance.now() time). */
export function useKeyboardWedge(onScan: (code: string, receivedAt: number) => void): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    const wedge = new KeyboardWedge();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || isTextEntry(event.target)) return;
      const scanned = wedge.key(event, event.timeStamp);
      if (scanned === null) return;
      // The Enter that ends a scan must not also press the focused button
      // or open the focused list.
      event.preventDefault();
      event.stopPropagation();
      latest.current(scanned, event.timeStamp);
    };
    // Capture phase: before React's handlers on the focused element see the Enter.
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, []);
}
