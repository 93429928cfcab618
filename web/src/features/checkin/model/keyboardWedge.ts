// Barcode scanners on USB or Bluetooth act as keyboards ("keyboard wedge"):
// they type the code in one burst, a few milliseconds per key, then press
// Enter. A burst faster than anyone types, ended by Enter, is a scan; slower
// typing is a person and is left alone.

/** Longest pause between two keys of one scan: scanners type every few ms, people rarely faster than every 100 ms. */
export const MAX_KEY_GAP_MS = 80;
/** Shortest burst taken as a scan (a ticket code is about 100 characters). */
export const MIN_SCAN_LENGTH = 8;

/** What the buffer needs of a KeyboardEvent. */
export interface WedgeKey {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const PRINTABLE_ASCII = /^[\x21-\x7e]$/;
const MODIFIERS = new Set(["Shift", "CapsLock"]);

/**
 * The character a key stands for in a ticket code. The scanner sends key
 * positions; with an Arabic keyboard layout active they arrive as Arabic
 * letters ("ش" for A), so those are read back from the key's position on a
 * US keyboard, which is what the scanner meant. Null for any other key.
 */
export function wedgeCharacter({ key, code, shiftKey }: WedgeKey): string | null {
  if (PRINTABLE_ASCII.test(key)) return key;
  const letter = /^Key([A-Z])$/.exec(code)?.[1];
  if (letter) return shiftKey ? letter : letter.toLowerCase();
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code)?.[1];
  if (digit && !shiftKey) return digit;
  if (code === "Minus") return shiftKey ? "_" : "-";
  if (code === "Period" && !shiftKey) return ".";
  return null;
}

export class KeyboardWedge {
  private buffer = "";
  private lastKeyAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly maxGapMs: number = MAX_KEY_GAP_MS,
    private readonly minLength: number = MIN_SCAN_LENGTH,
  ) {}

  /** Feeds one keydown at `now` (ms); returns the scanned text when this key ends a scan, else null. */
  key(event: WedgeKey, now: number): string | null {
    const inBurst = now - this.lastKeyAt <= this.maxGapMs;
    this.lastKeyAt = now;
    if (MODIFIERS.has(event.key)) return null;
    if (event.key === "Enter") {
      const scanned = inBurst && this.buffer.length >= this.minLength ? this.buffer : null;
      this.buffer = "";
      return scanned;
    }
    const character = event.ctrlKey || event.altKey || event.metaKey ? null : wedgeCharacter(event);
    // A slow key starts a new burst; a shortcut or a key no code holds ends it.
    this.buffer = character === null ? "" : inBurst ? this.buffer + character : character;
    return null;
  }
}
