import { describe, expect, it } from "vitest";
import { formatGateCode, GATE_CODE_LENGTH, gateCodeOf, parseGateCode } from "../src/gateCode.js";
import { READABLE_ALPHABET } from "../src/readableCode.js";
import { neighbourSwaps, singleChanges } from "./mistypings.js";
import { encodeTicketCode, type TicketSigner } from "../src/ticketCode.js";
import { nodeEd25519 } from "../src/ticketCodeNode.js";

// A fixed key, so that every failure names a code that can be made again.
const privateKey = Uint8Array.from({ length: 32 }, (_, index) => (7 * index + 3) & 255);
const signer: TicketSigner = { kid: "t1", privateKey };
const codeOf = (ticket: number, generation = 0) =>
  encodeTicketCode({ eventId: "event-1", ticketId: `ticket${ticket}`, generation }, signer, nodeEd25519);

const CODES = 1_000;
const codes = Array.from({ length: CODES }, (_, ticket) => codeOf(ticket));
const gateCodes = codes.map((code) => gateCodeOf(code)!);

describe("gateCodeOf", () => {
  it("gives ten characters of the alphabet, the last a check character, that read back as themselves", () => {
    for (const gateCode of gateCodes) {
      expect(gateCode).toMatch(new RegExp(`^[${READABLE_ALPHABET}]{${GATE_CODE_LENGTH}}$`));
      expect(parseGateCode(gateCode)).toBe(gateCode);
    }
  });

  it("is the same for the same code and differs from ticket to ticket", () => {
    expect(gateCodeOf(codes[0]!)).toBe(gateCodes[0]);
    expect(new Set(gateCodes).size).toBe(CODES);
  });

  it("changes when the ticket is reissued: the old typed code goes with the old QR", () => {
    expect(gateCodeOf(codeOf(0, 1))).not.toBe(gateCodes[0]);
  });

  it("uses every character of the alphabet about equally often", () => {
    const counts = new Map<string, number>();
    for (const gateCode of gateCodes) for (const character of gateCode.slice(0, -1)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(31);
    // 9,000 characters: about 290 each; a bias such as mod 64 → 31 (0 and 1 twice as often) would show.
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(200);
      expect(count).toBeLessThan(390);
    }
  });

  it("gives nothing for text that does not end in a signature", () => {
    for (const text of ["", "bw1", "7K3M9QXJ2H", codes[0]!.slice(0, -1), `${codes[0]!.slice(0, -3)}+/=`]) {
      expect(gateCodeOf(text), text).toBeUndefined();
    }
  });
});

describe("the check character", () => {
  it("catches every change of one character, at every position", () => {
    const accepted = gateCodes.flatMap((gateCode) => singleChanges(gateCode).filter((mistyped) => parseGateCode(mistyped) !== undefined));
    expect(accepted).toEqual([]);
    expect(gateCodes.flatMap(singleChanges)).toHaveLength(CODES * GATE_CODE_LENGTH * 30);
  });

  it("catches every swap of two different neighbours", () => {
    const accepted = gateCodes.flatMap((gateCode) => neighbourSwaps(gateCode).filter((swapped) => parseGateCode(swapped) !== undefined));
    expect(accepted).toEqual([]);
    expect(gateCodes.flatMap(neighbourSwaps).length).toBeGreaterThan(CODES * 8);
  });
});

describe("formatGateCode and parseGateCode", () => {
  const gateCode = gateCodes[0]!;
  const shown = formatGateCode(gateCode);

  it("shows two groups of five", () => {
    expect(shown).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(shown.replace("-", "")).toBe(gateCode);
  });

  it("reads what gate staff type: any case, spaces and dashes, Arabic digits, look-alikes", () => {
    const withDigits = gateCodes.find((candidate) => /[0-9]/.test(candidate))!;
    const arabic = withDigits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const withLookAlikes = gateCodes.find((candidate) => /[01B]/.test(candidate))!;
    const lookAlikesTyped = withLookAlikes.replace(/0/g, "o").replace(/1/g, "l").replace(/B/g, "p");
    for (const [typed, expected] of [
      [shown, gateCode],
      [shown.toLowerCase(), gateCode],
      [` ${gateCode.slice(0, 3)} ${gateCode.slice(3, 7)} – ${gateCode.slice(7)} `, gateCode],
      [`\u2066${shown}\u2069`, gateCode],
      [arabic, withDigits],
      [lookAlikesTyped, withLookAlikes],
    ] as const) {
      expect(parseGateCode(typed), typed).toBe(expected);
    }
  });

  it("refuses what is not a gate code", () => {
    for (const typed of ["", gateCode.slice(0, 9), `${gateCode}0`, `${gateCode.slice(0, 9)}U`, "ابجدهوزحطي", codes[0]!, "#1ceZn3Ss"]) {
      expect(parseGateCode(typed), typed).toBeUndefined();
    }
  });
});
