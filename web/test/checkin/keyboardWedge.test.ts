import { describe, expect, it } from "vitest";
import { KeyboardWedge, MAX_KEY_GAP_MS, wedgeCharacter, type WedgeKey } from "../../src/features/checkin/model/keyboardWedge";

const CODE = "bw1.k1.evt_1.tkt-2.0.AbC";

const press = (key: string, extra: Partial<WedgeKey> = {}): WedgeKey => ({
  key,
  code: "",
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});

/** Types `text` then Enter, one key every `gapMs`; returns what the wedge made of it. */
function type(wedge: KeyboardWedge, text: string, gapMs: number, start = 0): (string | null)[] {
  const keys = [...text].map((character) => press(character));
  return [...keys, press("Enter")].map((key, index) => wedge.key(key, start + index * gapMs));
}

describe("KeyboardWedge", () => {
  it("takes a fast burst ended by Enter as one scan", () => {
    const results = type(new KeyboardWedge(), CODE, 5);
    expect(results.at(-1)).toBe(CODE);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
  });

  it("ignores a person typing, even a long text", () => {
    expect(type(new KeyboardWedge(), CODE, 150).at(-1)).toBeNull();
  });

  it("ignores Enter after a pause and bursts too short to be a code", () => {
    const wedge = new KeyboardWedge();
    const keys = [...CODE].map((character, index) => wedge.key(press(character), index * 5));
    expect(keys.every((result) => result === null)).toBe(true);
    expect(wedge.key(press("Enter"), CODE.length * 5 + MAX_KEY_GAP_MS + 100)).toBeNull();
    expect(type(wedge, "abc", 5, 10_000).at(-1)).toBeNull();
  });

  it("starts over after slow keys, so a scan after typing is still read whole", () => {
    const wedge = new KeyboardWedge();
    type(wedge, "hello", 200);
    expect(type(wedge, CODE, 5, 5_000).at(-1)).toBe(CODE);
    expect(type(wedge, CODE, 5, 10_000).at(-1)).toBe(CODE);
  });

  it("takes Shift as part of a burst, and a shortcut as the end of one", () => {
    const wedge = new KeyboardWedge();
    let t = 0;
    for (const character of CODE) {
      if (character !== character.toLowerCase()) wedge.key(press("Shift"), (t += 3));
      wedge.key(press(character, { shiftKey: character !== character.toLowerCase() }), (t += 3));
    }
    expect(wedge.key(press("Enter"), t + 3)).toBe(CODE);

    const [head, tail] = ["bw1.k1.evt", "_1.tkt-2.0.AbC"];
    [...head].forEach((character, index) => wedge.key(press(character), 2_000 + index * 5));
    wedge.key(press("v", { ctrlKey: true }), 2_060);
    [...tail].forEach((character, index) => wedge.key(press(character), 2_065 + index * 5));
    expect(wedge.key(press("Enter"), 2_065 + tail.length * 5)).toBe(tail);
  });
});

describe("wedgeCharacter", () => {
  it("reads the key's US position when an Arabic layout turns it into Arabic", () => {
    expect(wedgeCharacter(press("ش", { code: "KeyA" }))).toBe("a");
    expect(wedgeCharacter(press("ِ", { code: "KeyA", shiftKey: true }))).toBe("A");
    expect(wedgeCharacter(press("١", { code: "Digit1" }))).toBe("1");
    expect(wedgeCharacter(press("ز", { code: "Period" }))).toBe(".");
    expect(wedgeCharacter(press("-", { code: "Minus" }))).toBe("-");
    expect(wedgeCharacter(press("ـ", { code: "Minus", shiftKey: true }))).toBe("_");
  });

  it("keeps printable Latin keys as typed and refuses the rest", () => {
    expect(wedgeCharacter(press("Q", { code: "KeyA" }))).toBe("Q");
    expect(wedgeCharacter(press("Tab", { code: "Tab" }))).toBeNull();
    expect(wedgeCharacter(press(" ", { code: "Space" }))).toBeNull();
    expect(wedgeCharacter(press("ArrowLeft", { code: "ArrowLeft" }))).toBeNull();
  });
});
