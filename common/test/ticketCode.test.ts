import { Buffer } from "node:buffer";
import { createPublicKey, verify as nodeVerify } from "node:crypto";
import * as ed from "@noble/ed25519";
import { describe, expect, it } from "vitest";
import {
  TICKET_CODE_CONTEXT,
  TICKET_CODE_MAX_GENERATION,
  TICKET_CODE_MAX_LENGTH,
  encodeTicketCode as encodeTicketCodeWith,
  generateSigningKey,
  parseTicketCode,
  publicKeyFor,
  publicKeyFromText,
  publicKeyToText,
  signerFromText,
  signerToText,
  verifyTicketCode as verifyTicketCodeWith,
  type Ed25519,
  type TicketSigner,
} from "../src/ticketCode.js";
import { ED25519_IMPLEMENTATIONS } from "./ed25519Implementations.js";
import { seededRandom } from "./random";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
// What a misread, a keyboard-wedge scanner or a hand edit could put in instead.
const OTHERS = [".", "=", "+", "/", " ", "\t", "\n", "\0", "~", "%", "é", "٣", "ـ", "😀", "\u200f"];

// Fixed keys so that every failure reproduces. The bytes 0..31 key is the
// example key of docs/ticket-code.md: public, never to be used for real tickets.
const keyFrom = (seed: number) => Uint8Array.from({ length: 32 }, (_, i) => (seed + i) & 255);
const demo: TicketSigner = { kid: "demo1", privateKey: keyFrom(0) };
const ring = new Map([[demo.kid, publicKeyFor(demo.privateKey)]]);

// Firestore auto ids are 20 characters.
const EVENT_ID = "Qm4xT9vLr2PzW8aYc1Ns";
const TICKET_ID = "7fHk2LpQ9zXw3RtB6mVe";
const DOCS_EXAMPLE =
  "bw1.demo1.Qm4xT9vLr2PzW8aYc1Ns.7fHk2LpQ9zXw3RtB6mVe.0." +
  "tNwVJQ9LUFNbtnAiWfypNfVDPn0x4zhFgoh1oG5gZgpOLbv0DCspH20Ppofly6cy0hGAvqhZIw6aL3s5XgJxCg";


const body = (code: string) => code.slice(0, code.lastIndexOf("."));
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

// Ed25519 signatures are deterministic: both primitives make the same bytes
// for the same key and text, and each accepts exactly what the other does.
describe("native (node:crypto) and browser (noble) signing", () => {
  const [[, noble], [, native]] = ED25519_IMPLEMENTATIONS as [[string, Ed25519], [string, Ed25519]];
  const random = seededRandom(0xc0de);
  const id = () => Array.from({ length: 1 + Math.floor(random() * 40) }, () => BASE64URL[Math.floor(random() * 64)]).join("");

  it("sign the same codes, and each verifies the other's (300 random payloads and keys)", () => {
    for (let n = 0; n < 300; n++) {
      const signer = { kid: `k${n % 7}`, privateKey: keyFrom(n) };
      const keyRing = new Map([[signer.kid, publicKeyFor(signer.privateKey)]]);
      const payload = { eventId: id(), ticketId: id(), generation: n % 11 };
      const signedNatively = encodeTicketCodeWith(payload, signer, native);
      const signedInBrowser = encodeTicketCodeWith(payload, signer, noble);
      expect(signedNatively).toBe(signedInBrowser);
      expect(verifyTicketCodeWith(signedNatively, keyRing, noble)).toEqual({ ok: true, kid: signer.kid, payload });
      expect(verifyTicketCodeWith(signedInBrowser, keyRing, native)).toEqual({ ok: true, kid: signer.kid, payload });
    }
  });

  it("both refuse a signature whose S is not reduced (S + L: the same point equation, a second spelling)", () => {
    const parsed = parseTicketCode(DOCS_EXAMPLE);
    if (!parsed.ok) throw new Error(parsed.reason);
    const L = 2n ** 252n + 27742317777372353535851937790883648493n;
    const sBytes = parsed.signature.slice(32);
    const s = sBytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n);
    const unreduced = Uint8Array.from({ length: 32 }, (_, i) => Number(((s + L) >> BigInt(8 * i)) & 255n));
    const malleated = `${body(DOCS_EXAMPLE)}.${b64url(Uint8Array.from([...parsed.signature.slice(0, 32), ...unreduced]))}`;
    for (const ed25519 of [noble, native]) {
      expect(verifyTicketCodeWith(malleated, ring, ed25519)).toEqual({ ok: false, reason: "bad_signature" });
    }
  });

  it("both refuse small-order and non-canonical public keys, even for a signature made to pass with them", () => {
    // The identity point (y = 1) and its non-canonical spelling y = p + 1:
    // with A = identity, R = [S]B verifies any text in the cofactorless
    // equation OpenSSL uses, so these keys must be refused before it.
    const identity = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0));
    const identityPlusP = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xee : i === 31 ? 0x7f : 0xff));
    const s = 1n;
    const R = ed.Point.BASE.multiply(s).toBytes();
    const sBytes = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 1 : 0));
    const forged = `bw1.demo1.${EVENT_ID}.${TICKET_ID}.0.${b64url(Uint8Array.from([...R, ...sBytes]))}`;
    for (const key of [identity, identityPlusP]) {
      for (const ed25519 of [noble, native]) {
        expect(verifyTicketCodeWith(forged, new Map([["demo1", key]]), ed25519)).toEqual({ ok: false, reason: "bad_signature" });
      }
    }
  });
});

describe.each(ED25519_IMPLEMENTATIONS)("with %s", (_name, ed25519) => {
  // Every case below runs against both primitives.
  const encodeTicketCode = (payload: Parameters<typeof encodeTicketCodeWith>[0], signer: TicketSigner) =>
    encodeTicketCodeWith(payload, signer, ed25519);
  const verifyTicketCode = (text: unknown, keyRing: Parameters<typeof verifyTicketCodeWith>[1]) =>
    verifyTicketCodeWith(text, keyRing, ed25519);

  describe("encodeTicketCode and verifyTicketCode", () => {
    it("round-trips the payload, with generation 0 by default", () => {
      const code = encodeTicketCode({ eventId: EVENT_ID, ticketId: TICKET_ID }, demo);
      expect(verifyTicketCode(code, ring)).toEqual({
        ok: true,
        kid: "demo1",
        payload: { eventId: EVENT_ID, ticketId: TICKET_ID, generation: 0 },
      });
      for (const payload of [
        { eventId: "e", ticketId: "t", generation: 1 },
        { eventId: "ev_1-x", ticketId: "-_", generation: 42 },
        { eventId: "E".repeat(40), ticketId: "T".repeat(40), generation: TICKET_CODE_MAX_GENERATION },
      ]) {
        expect(verifyTicketCode(encodeTicketCode(payload, demo), ring)).toEqual({ ok: true, kid: "demo1", payload });
      }
    });

    it("matches the example of docs/ticket-code.md byte for byte", () => {
      expect(encodeTicketCode({ eventId: EVENT_ID, ticketId: TICKET_ID }, demo)).toBe(DOCS_EXAMPLE);
      expect(publicKeyToText(ring.get("demo1")!)).toBe("A6EHv_POEL4dcN0Y50vAmWfk1jCbpQ1fHdyGZBJVMbg");
      expect(signerToText(demo)).toBe("demo1.AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8");
    });

    it("gives one text per ticket, generation and key: a reissue changes the code", () => {
      const payload = { eventId: EVENT_ID, ticketId: TICKET_ID };
      const first = encodeTicketCode(payload, demo);
      expect(encodeTicketCode(payload, demo)).toBe(first);
      expect(encodeTicketCode({ ...payload, generation: 1 }, demo)).not.toBe(first);
    });

    it("is verified by an independent Ed25519 implementation (node:crypto)", () => {
      const parsed = parseTicketCode(DOCS_EXAMPLE);
      if (!parsed.ok) throw new Error(parsed.reason);
      const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: b64url(ring.get("demo1")!) }, format: "jwk" });
      expect(nodeVerify(null, parsed.signedBytes, key, parsed.signature)).toBe(true);
      expect(b64url(parsed.signature)).toBe(DOCS_EXAMPLE.slice(-86));
    });

    it(`stays within ${TICKET_CODE_MAX_LENGTH} characters for the longest fields`, () => {
      const longest = encodeTicketCode(
        { eventId: "E".repeat(40), ticketId: "T".repeat(40), generation: TICKET_CODE_MAX_GENERATION },
        { kid: "K".repeat(8), privateKey: demo.privateKey },
      );
      expect(longest).toHaveLength(186);
      expect(longest.length).toBeLessThanOrEqual(TICKET_CODE_MAX_LENGTH);
      expect(longest).toMatch(/^[A-Za-z0-9_.-]+$/); // URL-safe as it is
    });

    it("refuses to sign fields outside the format", () => {
      const good = { eventId: EVENT_ID, ticketId: TICKET_ID };
      const bad: [Parameters<typeof encodeTicketCode>[0], TicketSigner][] = [
        [{ ...good, eventId: "" }, demo],
        [{ ...good, ticketId: "x".repeat(41) }, demo],
        [{ ...good, ticketId: "a.b" }, demo],
        [{ ...good, eventId: "events/x" }, demo],
        [{ ...good, eventId: "حفلة" }, demo],
        [{ ...good, generation: -1 }, demo],
        [{ ...good, generation: 1.5 }, demo],
        [{ ...good, generation: Number.NaN }, demo],
        [{ ...good, generation: TICKET_CODE_MAX_GENERATION + 1 }, demo],
        [good, { ...demo, kid: "" }],
        [good, { ...demo, kid: "toolong12" }],
        [good, { ...demo, kid: "k.1" }],
      ];
      for (const [payload, signer] of bad) expect(() => encodeTicketCode(payload, signer)).toThrow(RangeError);
    });
  });

  describe("tampering", () => {
    it("rejects every single-character change of a real code", { timeout: 60_000 }, () => {
      // Short ids keep the count of (slow, pure-JS) signature checks down; the
      // signature part, where most of them happen, is 86 characters whatever the ids.
      const code = encodeTicketCode({ eventId: "ev1", ticketId: "tk1", generation: 1 }, demo);
      const reasons: Record<string, number> = {};
      for (let i = 0; i < code.length; i++) {
        for (const char of [...BASE64URL, ...OTHERS]) {
          if (char === code[i]) continue;
          const result = verifyTicketCode(code.slice(0, i) + char + code.slice(i + 1), ring);
          expect(result.ok, `${i}: ${char}`).toBe(false);
          if (!result.ok) reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
        }
      }
      // Every kind of refusal was reached, so most changes really met the signature check.
      expect(Object.values(reasons).reduce((a, b) => a + b)).toBe(code.length * (BASE64URL.length + OTHERS.length - 1));
      expect(reasons.bad_signature).toBeGreaterThan(5000);
      expect(reasons.unknown_key).toBeGreaterThan(0);
      expect(reasons.malformed).toBeGreaterThan(0);
    });

    it("rejects truncations and extensions", () => {
      const code = DOCS_EXAMPLE;
      for (let n = 0; n < code.length; n++) {
        expect(verifyTicketCode(code.slice(0, n), ring).ok).toBe(false);
        expect(verifyTicketCode(code.slice(code.length - n), ring).ok).toBe(false);
      }
      for (const extra of [...BASE64URL, ...OTHERS, "==", "\r\n", "AAAA", code]) {
        expect(verifyTicketCode(code + extra, ring)).toEqual({ ok: false, reason: "malformed" });
        expect(verifyTicketCode(extra + code, ring)).toEqual({ ok: false, reason: "malformed" });
      }
    });

    it("rejects a code signed by a key that is not in the ring", () => {
      const stranger = encodeTicketCode({ eventId: EVENT_ID, ticketId: TICKET_ID }, { kid: "x9", privateKey: keyFrom(9) });
      expect(verifyTicketCode(stranger, ring)).toEqual({ ok: false, reason: "unknown_key" });
    });

    it("rejects a code signed by another key under a listed kid", () => {
      const forged = encodeTicketCode({ eventId: EVENT_ID, ticketId: TICKET_ID }, { kid: "demo1", privateKey: keyFrom(9) });
      expect(verifyTicketCode(forged, ring)).toEqual({ ok: false, reason: "bad_signature" });
    });

    it("rejects a genuine signature moved onto another ticket", () => {
      const other = encodeTicketCode({ eventId: EVENT_ID, ticketId: "otherTicket" }, demo);
      const moved = `${body(other)}.${DOCS_EXAMPLE.slice(-86)}`;
      expect(verifyTicketCode(moved, ring)).toEqual({ ok: false, reason: "bad_signature" });
    });
  });

  describe("key rotation", () => {
    const retired: TicketSigner = { kid: "k2024", privateKey: keyFrom(24) };
    const current: TicketSigner = { kid: "k2025", privateKey: keyFrom(25) };
    const payload = { eventId: EVENT_ID, ticketId: TICKET_ID };

    it("verifies codes of a retired key while its kid is listed, and not after", () => {
      const both = new Map([
        [retired.kid, publicKeyFor(retired.privateKey)],
        [current.kid, publicKeyFor(current.privateKey)],
      ]);
      const oldCode = encodeTicketCode(payload, retired);
      const newCode = encodeTicketCode(payload, current);
      expect(verifyTicketCode(oldCode, both)).toMatchObject({ ok: true, kid: "k2024" });
      expect(verifyTicketCode(newCode, both)).toMatchObject({ ok: true, kid: "k2025" });
      both.delete(retired.kid);
      expect(verifyTicketCode(oldCode, both)).toEqual({ ok: false, reason: "unknown_key" });
      expect(verifyTicketCode(newCode, both)).toMatchObject({ ok: true });
    });

    it("treats a ring entry of the wrong size as no key, without throwing", () => {
      const code = encodeTicketCode(payload, retired);
      for (const key of [new Uint8Array(0), new Uint8Array(31), new Uint8Array(64)]) {
        expect(verifyTicketCode(code, new Map([[retired.kid, key]]))).toEqual({ ok: false, reason: "unknown_key" });
      }
      // 32 bytes that are no valid public key (not a curve point, small order).
      for (const key of [new Uint8Array(32).fill(255), new Uint8Array(32)]) {
        expect(verifyTicketCode(code, new Map([[retired.kid, key]]))).toEqual({ ok: false, reason: "bad_signature" });
      }
    });

    it("stores keys as text and reads them back", () => {
      const { privateKey, publicKey } = generateSigningKey();
      expect(privateKey).toHaveLength(32);
      expect(publicKeyFor(privateKey)).toEqual(publicKey);
      const text = publicKeyToText(publicKey);
      expect(text).toBe(b64url(publicKey));
      expect(publicKeyFromText(`${text}\n`)).toEqual(publicKey);
      expect(signerFromText(`${signerToText({ kid: "k1", privateKey })}\n`)).toEqual({ kid: "k1", privateKey });
    });

    it("refuses key texts that are not exactly one 32-byte key", () => {
      const text = publicKeyToText(ring.get("demo1")!);
      // The 43rd character carries 4 padding bits: "h" instead of "g" is a second spelling.
      for (const bad of ["", text.slice(1), `${text}A`, `${text.slice(0, 42)}h`, `${text}=`, text.replace("_", "/")]) {
        expect(() => publicKeyFromText(bad)).toThrow(RangeError);
      }
      for (const bad of ["", "k1", `k1.${text}.x`, `.${text}`, `toolong12.${text}`, `k1:${text}`]) {
        expect(() => signerFromText(bad)).toThrow(RangeError);
      }
    });
  });

  describe("domain separation", () => {
    const publicKey = ring.get("demo1")!;
    const encoder = new TextEncoder();

    it("signs the context string, a NUL byte and the text before the signature", () => {
      const parsed = parseTicketCode(DOCS_EXAMPLE);
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.signedBytes).toEqual(encoder.encode(`${TICKET_CODE_CONTEXT}\0${body(DOCS_EXAMPLE)}`));
      expect(TICKET_CODE_CONTEXT).toBe("bawwaba-ticket-v1");
    });

    it("refuses signatures the same key made without the context or under another one", () => {
      for (const message of [body(DOCS_EXAMPLE), `bawwaba-ticket-v2\0${body(DOCS_EXAMPLE)}`, `${TICKET_CODE_CONTEXT}${body(DOCS_EXAMPLE)}`]) {
        const signature = ed.sign(encoder.encode(message), demo.privateKey);
        const code = `${body(DOCS_EXAMPLE)}.${b64url(signature)}`;
        expect(verifyTicketCode(code, ring)).toEqual({ ok: false, reason: "bad_signature" });
      }
    });

    it("gives signatures that verify as nothing but a ticket code", () => {
      const signature = Buffer.from(DOCS_EXAMPLE.slice(-86), "base64url");
      expect(ed.verify(signature, encoder.encode(body(DOCS_EXAMPLE)), publicKey)).toBe(false);
    });
  });

  describe("malformed input", () => {
    const sig = DOCS_EXAMPLE.slice(-86);
    const rest = DOCS_EXAMPLE.slice(4); // after "bw1."

    it("answers malformed, without throwing, for text that is not a code", () => {
      const cases = [
        "",
        " ",
        "\n",
        "\0".repeat(150),
        "😀".repeat(50),
        "https://bawwaba.app/t/" + DOCS_EXAMPLE.slice(0, 100),
        ` ${DOCS_EXAMPLE}`,
        `${DOCS_EXAMPLE}\n`,
        `bw2.${rest}`,
        `bw0.${rest}`,
        `BW1.${rest}`,
        `bw1:${rest}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.00.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.01.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.10000.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.-1.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.٠.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.${sig}`,
        `bw1.demo1.${EVENT_ID}..${TICKET_ID}.0.${sig}`,
        `bw1..${EVENT_ID}.${TICKET_ID}.0.${sig}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.0.${sig}==`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.0.${Buffer.from(sig, "base64url").toString("base64")}`,
        `bw1.demo1.${EVENT_ID}.${TICKET_ID}.0.${sig.slice(0, -1)}h`, // same signature bytes, padding bits set
        `bw1.demo1.${"e".repeat(41)}.${TICKET_ID}.0.${sig}`,
      ];
      for (const text of cases) expect(verifyTicketCode(text, ring), JSON.stringify(text)).toEqual({ ok: false, reason: "malformed" });
      for (const notText of [null, undefined, 42, {}, [DOCS_EXAMPLE], new TextEncoder().encode(DOCS_EXAMPLE)]) {
        expect(verifyTicketCode(notText, ring)).toEqual({ ok: false, reason: "malformed" });
      }
    });

    it("tells the parse failures apart, checking the length before anything else", () => {
      expect(parseTicketCode(`bw1.demo1.${EVENT_ID}.${TICKET_ID}.0.${sig.slice(0, -1)}h`)).toEqual({ ok: false, reason: "non_canonical" });
      expect(parseTicketCode(`bw2.${rest}`)).toEqual({ ok: false, reason: "syntax" });
      expect(parseTicketCode("x".repeat(TICKET_CODE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: "too_long" });
      const huge = `${DOCS_EXAMPLE}.`.repeat(100_000); // 14 MB
      const started = performance.now();
      expect(parseTicketCode(huge)).toEqual({ ok: false, reason: "too_long" });
      expect(verifyTicketCode("😀".repeat(5_000), ring)).toEqual({ ok: false, reason: "malformed" }); // 10 K characters
      expect(performance.now() - started).toBeLessThan(50);
    });
  });

  describe("fuzz (seeded)", () => {
    const random = seededRandom(0x5eed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const randomText = (alphabet: readonly string[], max: number) =>
      Array.from({ length: Math.floor(random() * max) }, () => pick(alphabet)).join("");
    const ID_CHARS = [...BASE64URL];

    it("accepts none of thousands of random strings and never throws", { timeout: 30_000 }, () => {
      const anything = [...BASE64URL, ...OTHERS, ".", ".", "bw1.", "demo1"];
      const codeUnits = Array.from({ length: 512 }, (_, i) => String.fromCharCode(i < 256 ? i : 0xd800 + i)); // lone surrogates too
      let reachedSignature = 0;
      for (let n = 0; n < 6000; n++) {
        const text =
          n % 3 === 0
            ? randomText(anything, 220)
            : n % 3 === 1
              ? randomText(codeUnits, 220)
              : // Well-formed codes with random fields and signature: these reach the signature check.
                `bw1.${pick(["demo1", "demo1", "x"])}.${randomText(ID_CHARS, 40) || "e"}.${randomText(ID_CHARS, 40) || "t"}.${Math.floor(random() * 100)}.${b64url(Uint8Array.from({ length: 64 }, () => Math.floor(random() * 256)))}`;
        const result = verifyTicketCode(text, ring);
        expect(result.ok, text).toBe(false);
        if (!result.ok && result.reason === "bad_signature") reachedSignature++;
      }
      expect(reachedSignature).toBeGreaterThan(1000);
    });

    it("accepts none of thousands of random mutations of valid codes and never throws", { timeout: 30_000 }, () => {
      const codes = Array.from({ length: 20 }, (_, i) =>
        encodeTicketCode({ eventId: randomText(ID_CHARS, 40) || "e", ticketId: `t${i}`, generation: i }, demo),
      );
      const chars = [...BASE64URL, ...OTHERS];
      const mutate = (text: string): string => {
        const at = Math.floor(random() * (text.length + 1));
        switch (Math.floor(random() * 4)) {
          case 0: // replace
            return text.slice(0, at) + pick(chars) + text.slice(at + 1);
          case 1: // insert
            return text.slice(0, at) + pick(chars) + text.slice(at);
          case 2: // delete
            return text.slice(0, at) + text.slice(at + 1);
          default: // swap with the next character
            return text.slice(0, at) + text.slice(at + 1, at + 2) + text.slice(at, at + 1) + text.slice(at + 2);
        }
      };
      let tried = 0;
      for (let n = 0; n < 2000; n++) {
        const original = pick(codes);
        let text = original;
        for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) text = mutate(text);
        if (text === original) continue; // a swap of two equal characters
        tried++;
        expect(verifyTicketCode(text, ring).ok, text).toBe(false);
      }
      expect(tried).toBeGreaterThan(1900);
    });
  });
});
