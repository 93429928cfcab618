// Property tests of the ticket-code parser and verifier (docs/ticket-code.md),
// on seeded pseudo-random input: random text of many alphabets, values that
// are not text at all, and structured mutations of genuine codes. The
// example-based cases (every single-character change of one code, the docs
// example, key texts) are in ticketCode.test.ts.
//
// Every check compares the answer with an oracle written from the docs, not
// from the implementation: a reference parser of the text form, and "a
// signature verifies only for a text that was really signed with the key
// listed under its kid". A failure prints its seed, kind and case number;
// replay it with TICKET_FUZZ_SEED=<seed> (each test draws from its own stream
// of that seed, so it replays alone with `-t`).
//
// Cost: an Ed25519 check in pure JS is slow next to parsing (docs/
// performance.md § Current figures), so the cases that reach it are counted
// to keep the file at a few seconds on two cores.
import { Buffer } from "node:buffer";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import {
  TICKET_CODE_CONTEXT,
  TICKET_CODE_MAX_GENERATION,
  TICKET_CODE_MAX_LENGTH,
  encodeTicketCode,
  parseTicketCode,
  publicKeyFor,
  verifyTicketCode,
  type Ed25519,
  type TicketKeyRing,
  type TicketSigner,
  type VerifiedTicketCode,
} from "../src/ticketCode.js";
import { ED25519_IMPLEMENTATIONS } from "./ed25519Implementations.js";

const SEED = process.env.TICKET_FUZZ_SEED ? Number(process.env.TICKET_FUZZ_SEED) >>> 0 : 0xb0aab0a;
const SEED_TEXT = `0x${SEED.toString(16)}`;
const REPLAY = `seed ${SEED_TEXT}; replay with TICKET_FUZZ_SEED=${SEED_TEXT}`;

// ---------------------------------------------------------------------------
// Seeded PRNG: sfc32 (Chris Doty-Humphrey's small fast counter), seeded from
// the run's seed and the test's own label through a 32-bit FNV-1a hash and
// splitmix32, so adding or filtering tests never changes another's cases.

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label: string) {
    const mix = splitmix32(seed ^ fnv1a(label));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 16; i++) this.next();
  }

  /** 32 random bits, unsigned. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor((this.next() / 4294967296) * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.below(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() / 4294967296 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  bytes(length: number): Uint8Array {
    return Uint8Array.from({ length }, () => this.below(256));
  }

  /** `length` picks from `alphabet`, joined. */
  text(alphabet: readonly string[], length: number): string {
    let text = "";
    for (let i = 0; i < length; i++) text += this.pick(alphabet);
    return text;
  }
}

// ---------------------------------------------------------------------------
// Alphabets.

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const codePoints = (...points: number[]) => points.map((point) => String.fromCodePoint(point));

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ID_CHARS = [...BASE64URL];
const ASCII = range(0x20, 0x7e);
const CODE_CHARS = [...ID_CHARS, ".", ".", "."];
const ARABIC = [
  ...range(0x0600, 0x06ff), // Arabic, with the Arabic-Indic digits ٠–٩ and ۰–۹
  ...range(0x0750, 0x077f),
  ...range(0xfb50, 0xfb7f), // presentation forms
  ...range(0xfe70, 0xfefc),
  "حفلة",
  "بوّابة",
  "\u200f", // right-to-left mark, as Arabic keyboards and copy-paste add it
  "\u061c", // Arabic letter mark
];
const CONTROL = [
  ...range(0x00, 0x1f),
  ...range(0x7f, 0x9f),
  "\u2028",
  "\u2029",
  "\ufeff",
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
];
const SURROGATES_AND_EMOJI = [
  ...range(0xd800, 0xd80f), // lone high surrogates
  "\udbff",
  ...range(0xdc00, 0xdc0f), // lone low surrogates
  "\udfff",
  ...codePoints(0x1f600, 0x1f389, 0x1f3ab, 0x1f39f, 0x1f1f8, 0x1f1e6, 0x1d7ce, 0x1d7cf, 0x10ffff, 0xe0041),
  "👨‍👩‍👧",
  "🇸🇦",
  "✔️",
];
const ALPHABETS: Record<string, readonly string[]> = {
  ascii: ASCII,
  base64url: ID_CHARS,
  codeChars: CODE_CHARS,
  arabic: ARABIC,
  control: CONTROL,
  surrogatesAndEmoji: SURROGATES_AND_EMOJI,
  dots: [".", ".", ".", "A", "\u2024", "\uff0e", "\u3002", "\u06d4"],
};
const EVERYTHING = Object.values(ALPHABETS).flat();

/** Characters that look like, or normalize to, characters of a code. */
const LOOK_ALIKES: Record<string, string[]> = {
  ".": ["\u2024", "\uff0e", "\u3002", "\u06d4", "\u066b", "\u00b7", "\u2027", "\u0660", "\ufe52"],
  "-": ["\u2010", "\u2011", "\u2012", "\u2013", "\u2212", "\ufe63", "\uff0d", "\u0640"],
  _: ["\uff3f", "\u2017", "\ufe4d"],
  a: ["\u0430", "\u03b1", "\u0251"],
  c: ["\u0441", "\u03f2"],
  e: ["\u0435", "\u0435"],
  i: ["\u0456", "\u0131", "1", "l"],
  j: ["\u0458"],
  l: ["1", "I", "\u04cf", "\u0627"],
  o: ["\u043e", "\u03bf", "0", "\u0665"],
  p: ["\u0440", "\u03c1"],
  s: ["\u0455"],
  v: ["\u03bd"],
  w: ["\u0461", "vv"],
  x: ["\u0445", "\u03c7"],
  y: ["\u0443"],
  A: ["\u0410", "\u0391"],
  B: ["\u0412", "\u0392", "8"],
  C: ["\u0421"],
  E: ["\u0415", "\u0395"],
  H: ["\u041d", "\u0397"],
  I: ["\u0406", "\u0399", "l", "1"],
  K: ["\u041a", "\u039a"],
  M: ["\u041c", "\u039c"],
  N: ["\u039d"],
  O: ["\u041e", "\u039f", "0"],
  P: ["\u0420", "\u03a1"],
  S: ["\u0405", "5"],
  T: ["\u0422", "\u03a4"],
  X: ["\u0425", "\u03a7"],
  Y: ["\u03a5"],
  Z: ["\u0396", "2"],
  "0": ["O", "o", "\u0660", "\u06f0"],
  "1": ["l", "I", "\u0661", "\u06f1"],
  "5": ["S", "\u0665"],
  "8": ["B"],
};
for (let d = 0; d <= 9; d++) {
  const digit = String(d);
  LOOK_ALIKES[digit] = [
    ...(LOOK_ALIKES[digit] ?? []),
    String.fromCharCode(0x0660 + d), // Arabic-Indic
    String.fromCharCode(0x06f0 + d), // extended Arabic-Indic (Persian)
    String.fromCodePoint(0x1d7ce + d), // mathematical bold
    String.fromCharCode(0xff10 + d), // fullwidth
  ];
}
/** The fullwidth form of a printable ASCII character (NFKC maps it back). */
const fullwidth = (char: string) => String.fromCharCode(char.charCodeAt(0) + 0xfee0);
/** Invisible or combining characters that a copy could carry along. */
const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\ufeff", "\u00ad", "\u0301", "\u0651", "\u034f"];

// ---------------------------------------------------------------------------
// Oracle, written from docs/ticket-code.md rather than from the implementation.

type ParseVerdict = "ok" | "too_long" | "syntax" | "non_canonical";

const isIdChar = (char: string) => char.length === 1 && BASE64URL.includes(char);
const isField = (text: string, min: number, max: number) =>
  text.length >= min && text.length <= max && [...text].every(isIdChar);

/** What parseTicketCode must answer, by the table of the text form. */
function referenceParse(text: string): ParseVerdict {
  if (text.length > TICKET_CODE_MAX_LENGTH) return "too_long";
  const fields = text.split(".");
  if (fields.length !== 6) return "syntax";
  const [version, kid, eventId, ticketId, generation, signature] = fields as [string, string, string, string, string, string];
  if (version !== "bw1" || !isField(kid, 1, 8) || !isField(eventId, 1, 40) || !isField(ticketId, 1, 40)) return "syntax";
  const digits = [...generation].every((char) => char >= "0" && char <= "9");
  if (!digits || generation.length < 1 || generation.length > 4 || (generation.length > 1 && generation[0] === "0")) return "syntax";
  if (!isField(signature, 86, 86)) return "syntax";
  // 86 characters carry 516 bits for 512: the last one's 4 low bits are zero.
  if (!"AQgw".includes(signature[85]!)) return "non_canonical";
  return "ok";
}

/** A kid that lists the same public key as the first signer's kid. */
const ALIAS_KID = "alias";

interface Signed {
  code: string;
  kid: string;
  payload: { eventId: string; ticketId: string; generation: number };
}

/** A key ring, and every code its keys signed, by text. */
class World {
  readonly signers: TicketSigner[];
  readonly ring: TicketKeyRing;
  readonly genuine = new Map<string, Signed>();

  constructor(
    random: Random,
    kids: string[],
    /** The primitive every code of this world is signed and verified with. */
    readonly ed25519: Ed25519,
  ) {
    this.signers = kids.map((kid) => ({ kid, privateKey: random.bytes(32) }));
    const ring = new Map(this.signers.map((signer) => [signer.kid, publicKeyFor(signer.privateKey)]));
    // The first key listed a second time under another kid (a rotation
    // mistake): the kid is signed, so a code moved to it must still fail.
    ring.set(ALIAS_KID, ring.get(kids[0]!)!);
    this.ring = ring;
  }

  sign(payload: Signed["payload"], signer: TicketSigner): Signed {
    const signed = { code: encodeTicketCode(payload, signer, this.ed25519), kid: signer.kid, payload };
    this.genuine.set(signed.code, signed);
    return signed;
  }

  /** What verifyTicketCode must answer for `text`: genuine only if it is exactly a signed code. */
  expected(text: unknown): VerifiedTicketCode {
    if (typeof text !== "string" || referenceParse(text) !== "ok") return { ok: false, reason: "malformed" };
    const kid = text.split(".")[1]!;
    if (!this.ring.has(kid)) return { ok: false, reason: "unknown_key" };
    const signed = this.genuine.get(text);
    return signed ? { ok: true, payload: signed.payload, kid: signed.kid } : { ok: false, reason: "bad_signature" };
  }
}

const randomId = (random: Random, max = 40) => random.text(ID_CHARS, random.between(1, max));
const randomKid = (random: Random) => random.text(ID_CHARS, random.between(1, 8));
const randomGeneration = (random: Random) =>
  random.pick([0, 0, 1, TICKET_CODE_MAX_GENERATION, random.below(10), random.below(100), random.below(TICKET_CODE_MAX_GENERATION + 1)]);

// ---------------------------------------------------------------------------
// Running cases: every answer is compared with the oracle; failures are
// collected (first 15 kept) and reported once, with the seed.

const show = (value: unknown) => {
  if (typeof value === "string") return value.length > 240 ? `${JSON.stringify(value.slice(0, 240))}… (${value.length} chars)` : JSON.stringify(value);
  try {
    return String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return "(a value that cannot be printed, e.g. a revoked proxy)";
    }
  }
};

class Cases {
  readonly failures: string[] = [];
  failed = 0;
  count = 0;
  /** How many answers of each verifyTicketCode reason were seen. */
  readonly reasons: Record<string, number> = {};

  constructor(
    private readonly world: World,
    private readonly name: string,
  ) {}

  private fail(kind: string, input: unknown, message: string): void {
    this.failed++;
    if (this.failures.length < 15) this.failures.push(`${this.name}/${kind} case ${this.count}: ${show(input)} → ${message}`);
  }

  /** Parses and verifies `input`; both must not throw and must agree with the oracle. */
  check(kind: string, input: unknown): VerifiedTicketCode | undefined {
    this.count++;
    let parsed: ReturnType<typeof parseTicketCode>;
    let verified: VerifiedTicketCode;
    try {
      parsed = parseTicketCode(input);
      verified = verifyTicketCode(input, this.world.ring, this.world.ed25519);
    } catch (error) {
      this.fail(kind, input, `threw ${String(error)}`);
      return undefined;
    }
    const expectedParse: ParseVerdict = typeof input === "string" ? referenceParse(input) : "syntax";
    const gotParse = parsed.ok ? "ok" : parsed.reason;
    if (typeof input === "string" ? gotParse !== expectedParse : parsed.ok) {
      this.fail(kind, input, `parse gave ${gotParse}, the docs say ${expectedParse}`);
    } else if (parsed.ok && typeof input === "string") {
      const fields = input.split(".");
      const body = fields.slice(0, 5).join(".");
      const sameFields =
        parsed.kid === fields[1] &&
        parsed.payload.eventId === fields[2] &&
        parsed.payload.ticketId === fields[3] &&
        parsed.payload.generation === Number(fields[4]) &&
        Buffer.from(parsed.signature).toString("base64url") === fields[5] &&
        Buffer.from(parsed.signedBytes).equals(Buffer.from(`${TICKET_CODE_CONTEXT}\0${body}`, "ascii"));
      if (!sameFields) this.fail(kind, input, `parse split the fields wrongly: ${JSON.stringify({ ...parsed, signedBytes: undefined, signature: undefined })}`);
    }
    const expected = this.world.expected(input);
    this.reasons[verified.ok ? "ok" : verified.reason] = (this.reasons[verified.ok ? "ok" : verified.reason] ?? 0) + 1;
    if (!isDeepStrictEqual(verified, expected)) {
      this.fail(kind, input, `verify gave ${JSON.stringify(verified)}, expected ${JSON.stringify(expected)}`);
    }
    return verified;
  }

  /** The single assertion of a test: no failures, with the seed to replay them. */
  assertClean(): void {
    expect(this.failures, `${this.failed} of ${this.count} cases failed (${REPLAY})`).toEqual([]);
  }
}

/** A world of three listed keys with `codes` genuine codes of random fields. */
function worldWithCodes(random: Random, codes: number, ed25519: Ed25519): { world: World; signed: Signed[] } {
  const world = new World(
    random,
    ["k1", "k2025a", randomKid(random)].filter((kid, i, all) => kid !== ALIAS_KID && all.indexOf(kid) === i),
    ed25519,
  );
  const signed = Array.from({ length: codes }, (_, i) =>
    world.sign(
      // Some short ids, some Firestore-like, some at the limit.
      {
        eventId: i % 5 === 0 ? "E".repeat(40) : randomId(random, i % 2 ? 40 : 20),
        ticketId: i % 7 === 0 ? "-" : randomId(random, i % 3 ? 40 : 20),
        generation: randomGeneration(random),
      },
      random.pick(world.signers),
    ),
  );
  return { world, signed };
}

// ---------------------------------------------------------------------------

describe.each(ED25519_IMPLEMENTATIONS)(`ticket code fuzz with %s (${REPLAY})`, (_name, ed25519) => {
  describe("random text", () => {
    it("5000 random strings of 0 to 300 characters from seven alphabets: never throws, never ok", { timeout: 60_000 }, () => {
      const random = new Random(SEED, "random text");
      const { world } = worldWithCodes(random, 0, ed25519);
      const cases = new Cases(world, "random text");
      const names = Object.keys(ALPHABETS);
      for (let n = 0; n < 5000; n++) {
        const target = random.between(0, 300);
        // One alphabet, or a character of any alphabet each time.
        const alphabetName = n % 8 === 7 ? "mixed" : names[n % names.length]!;
        const alphabet = ALPHABETS[alphabetName] ?? EVERYTHING;
        // Some start like a code, so that the later fields are what is refused.
        let text = n % 4 === 0 ? random.pick(["bw1.", "bw1.k1.", "bw1.k2025a.", "BW1.", "bw2."]) : "";
        while (text.length < target) text += random.pick(alphabet);
        text = text.slice(0, target); // may cut a surrogate pair in two: lone surrogates too
        cases.check(alphabetName, text);
      }
      cases.assertClean();
      expect(cases.count).toBe(5000);
      expect(cases.reasons.ok ?? 0).toBe(0);
    });

    it("3000 random strings shaped like codes (six dot-separated base64url fields of random lengths): never ok", { timeout: 60_000 }, () => {
      const random = new Random(SEED, "code-shaped text");
      const { world } = worldWithCodes(random, 0, ed25519);
      const cases = new Cases(world, "code-shaped text");
      const kids = [...world.ring.keys()];
      let reachedSignature = 0;
      for (let n = 0; n < 3000; n++) {
        // Lengths around the limits of each field; a signature only every
        // eighth case, as a check is the costly part.
        const field = (min: number, max: number) => random.text(ID_CHARS, random.chance(0.8) ? random.between(min, max) : random.between(0, max + 2));
        const generation = random.pick(["0", "9999", String(random.below(10000)), "00", "01", "10000", "-1", "", "٣", String(random.below(20000))]);
        const withSignature = n % 8 === 0;
        const signature = withSignature ? Buffer.from(random.bytes(64)).toString("base64url") : field(84, 87);
        const fields = [
          withSignature || random.chance(0.5) ? "bw1" : random.pick(["bw0", "bw", "bw11", "Bw1", "BW1", ""]),
          random.chance(withSignature ? 0.8 : 0.5) ? random.pick(kids) : field(1, 8),
          field(1, 40),
          field(1, 40),
          generation,
          signature,
        ];
        if (random.chance(0.1)) fields.splice(random.below(fields.length), random.pick([0, 1]), field(0, 3));
        const verified = cases.check("code-shaped", fields.join("."));
        if (verified && !verified.ok && verified.reason === "bad_signature") reachedSignature++;
      }
      cases.assertClean();
      expect(cases.reasons.ok ?? 0).toBe(0);
      // The shapes really reach each stage.
      expect(reachedSignature).toBeGreaterThan(40);
      expect(cases.reasons.unknown_key).toBeGreaterThan(10);
      expect(cases.reasons.malformed).toBeGreaterThan(1000);
    });
  });

  describe("values that are not text", () => {
    const random = new Random(SEED, "not text");
    const { world, signed } = worldWithCodes(random, 3, ed25519);
    const real = signed[0]!.code;

    /** A random value of any JavaScript type, nested up to `depth`. */
    function randomValue(depth: number): unknown {
      switch (random.below(depth > 0 ? 16 : 12)) {
        case 0:
          return random.pick([0, -0, 1, -1, Number.NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 2 ** 53 + 1]);
        case 1:
          return (random.next() - 2 ** 31) * random.next();
        case 2:
          return random.next() / random.between(1, 1000);
        case 3:
          return BigInt(random.next()) * BigInt(random.next());
        case 4:
          return random.pick([true, false, null, undefined]);
        case 5:
          return Symbol(random.text(ID_CHARS, 5));
        case 6:
          return random.pick([() => real, function code() {}, async () => real, class Ticket {}]);
        case 7:
          return random.pick([new Date(random.next() * 1000), /bw1/g, new Error(real), new Map([[real, real]]), new Set([real])]);
        case 8:
          return random.pick([new String(real), new Number(random.next()), Object(Symbol("x")), Object(1n)]);
        case 9:
          return random.pick([new TextEncoder().encode(real), Buffer.from(real), new ArrayBuffer(random.below(300)), new DataView(new ArrayBuffer(8))]);
        case 10:
          return random.pick(hostile);
        case 11:
          return random.pick([{}, Object.create(null), { code: real }, { toString: () => real }, { valueOf: () => real }, { [Symbol.toPrimitive]: () => real }]);
        case 12:
          return Array.from({ length: random.below(4) }, () => randomValue(depth - 1));
        case 13:
          return random.pick([[real], real.split(""), [...real.split(".")], [real, real]]);
        case 14:
          return Object.fromEntries(Array.from({ length: random.below(4) }, () => [random.pick(["code", "length", "0", "text", random.text(ASCII, 4)]), randomValue(depth - 1)]));
        default:
          return { length: random.pick([140, -1, 1e9, Number.NaN]), 0: "b", slice: () => real };
      }
    }

    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const throwEverywhere = new Proxy(
      {},
      Object.fromEntries(
        ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "apply", "construct", "defineProperty", "set", "deleteProperty"].map(
          (trap) => [trap, () => { throw new Error(`trap ${trap}`); }],
        ),
      ),
    );
    // Values whose every conversion throws: the verifier must not convert.
    const hostile: unknown[] = [
      revoked.proxy,
      throwEverywhere,
      { toString() { throw new Error("toString"); } },
      { valueOf() { throw new Error("valueOf"); } },
      { [Symbol.toPrimitive]() { throw new Error("toPrimitive"); } },
      { get length() { throw new Error("length"); } },
      Object.defineProperty([real], "0", { get() { throw new Error("index"); } }),
    ];

    it("2000 random numbers, bigints, symbols, functions, objects, arrays, proxies and boxed codes: never throws, never ok", { timeout: 60_000 }, () => {
      const cases = new Cases(world, "not text");
      for (const value of hostile) cases.check("hostile", value);
      for (let n = 0; n < 2000; n++) cases.check("random value", randomValue(3));
      cases.assertClean();
      expect(cases.reasons).toEqual({ malformed: cases.count });
    });

    it("huge strings (10 KB and 1 MB, random, padded or repeated real codes): never throws, answers malformed / too_long", { timeout: 60_000 }, () => {
      const cases = new Cases(world, "huge");
      const fill = (alphabet: readonly string[], length: number) => {
        const chunk = random.text(alphabet, 4096);
        return chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length);
      };
      for (const size of [10 * 1024, 1024 * 1024]) {
        const inputs = [
          fill(ID_CHARS, size),
          fill(CODE_CHARS, size),
          fill(ARABIC, size),
          fill(CONTROL, size),
          fill(SURROGATES_AND_EMOJI, size),
          fill(EVERYTHING, size),
          real + " ".repeat(size - real.length),
          real + "\0".repeat(size - real.length),
          "\n".repeat(size - real.length) + real,
          `${real}.`.repeat(Math.ceil(size / (real.length + 1))).slice(0, size),
          real.slice(0, -86) + "A".repeat(size),
        ];
        for (const text of inputs) {
          cases.check(`huge ${size}`, text);
          expect(parseTicketCode(text)).toEqual({ ok: false, reason: "too_long" });
        }
        for (const alphabet of [ID_CHARS, EVERYTHING]) cases.check(`huge ${size} in an array`, [fill(alphabet, size)]);
      }
      cases.assertClean();
      expect(cases.reasons).toEqual({ malformed: cases.count });
    });
  });

  describe("mutations of genuine codes", () => {
    // One world for every mutation test: keys and codes are drawn from the seed.
    const random = new Random(SEED, "mutations");
    const { world, signed } = worldWithCodes(random, 30, ed25519);
    // A code whose kid is no longer listed: genuine once, now unknown_key.
    const retired = encodeTicketCode({ eventId: "retiredEvent", ticketId: "retiredTicket" }, { kid: "old", privateKey: random.bytes(32) }, ed25519);

    const originalsAreGenuine = () => {
      const cases = new Cases(world, "originals");
      for (const { code } of signed) cases.check("original", code);
      cases.check("retired kid", retired);
      cases.assertClean();
      expect(cases.reasons).toEqual({ ok: signed.length, unknown_key: 1 });
    };

    /** `count` mutations made by `mutate` from random genuine codes, each different from its original. */
    function run(name: string, count: number, mutate: (code: string, r: Random) => string | undefined): Cases {
      const r = new Random(SEED, name);
      const cases = new Cases(world, name);
      let made = 0;
      for (let attempts = 0; made < count && attempts < count * 3; attempts++) {
        const original = r.pick(signed).code;
        const text = mutate(original, r);
        if (text === undefined || text === original) continue;
        made++;
        cases.check(name, text);
      }
      expect(made, `${name}: too few distinct mutations (${REPLAY})`).toBe(count);
      cases.assertClean();
      return cases;
    }

    it("verifies the 30 genuine codes (three keys, random fields) and refuses the one of an unlisted kid", originalsAreGenuine);

    it("1500 single-character substitutions at random positions (any alphabet): never ok", { timeout: 60_000 }, () => {
      const cases = run("substitution", 1500, (code, r) => {
        const at = r.below(code.length);
        const char = r.chance(0.5) ? r.pick(ID_CHARS) : r.pick(EVERYTHING);
        return code.slice(0, at) + char + code.slice(at + 1);
      });
      expect(cases.reasons.ok ?? 0).toBe(0);
      expect(cases.reasons.bad_signature).toBeGreaterThan(300);
    });

    it("1000 insertions and 1000 deletions of one or a few characters: never ok", { timeout: 60_000 }, () => {
      const inserted = run("insertion", 1000, (code, r) => {
        const at = r.below(code.length + 1);
        const piece = r.chance(0.7) ? r.text(r.chance(0.6) ? ID_CHARS : EVERYTHING, r.between(1, 3)) : r.pick([".", "..", "0", "A"]);
        return code.slice(0, at) + piece + code.slice(at);
      });
      const deleted = run("deletion", 1000, (code, r) => {
        const at = r.below(code.length);
        return code.slice(0, at) + code.slice(at + r.between(1, 3));
      });
      expect((inserted.reasons.ok ?? 0) + (deleted.reasons.ok ?? 0)).toBe(0);
      // Characters added to or removed from an id keep the syntax: the signature refuses those.
      expect(inserted.reasons.bad_signature).toBeGreaterThan(40);
      expect(deleted.reasons.bad_signature).toBeGreaterThan(100);
    });

    it("every truncation (every prefix and every suffix) of every genuine code: never ok", { timeout: 60_000 }, () => {
      const cases = new Cases(world, "truncation");
      for (const { code } of signed) {
        for (let n = 0; n < code.length; n++) {
          cases.check("prefix", code.slice(0, n));
          cases.check("suffix", code.slice(code.length - n));
        }
      }
      cases.assertClean();
      expect(cases.count).toBeGreaterThan(7000);
      expect(cases.reasons).toEqual({ malformed: cases.count });
    });

    it("300 mixes of the fields of two genuine codes (any subset of kid, eventId, ticketId, generation, signature): only a whole other genuine code verifies", { timeout: 60_000 }, () => {
      const r = new Random(SEED, "field swap");
      const cases = new Cases(world, "field swap");
      for (let n = 0; n < 300; n++) {
        const a = r.pick(signed).code.split(".");
        const b = r.pick(signed).code.split(".");
        const mixed = a.map((field, i) => (i > 0 && r.chance(0.4) ? b[i]! : field));
        cases.check("swap", mixed.join("."));
      }
      // The signature of one code on another's fields, and the reverse, for every pair's neighbour.
      for (let i = 0; i < signed.length; i++) {
        const a = signed[i]!.code;
        const b = signed[(i + 1) % signed.length]!.code;
        cases.check("signature of another code", `${a.slice(0, a.lastIndexOf("."))}${b.slice(b.lastIndexOf("."))}`);
      }
      cases.assertClean();
      // Only mixes that took nothing or everything that differs verify, as the code they equal.
      expect(cases.reasons.bad_signature).toBeGreaterThan(150);
    });

    it("400 changes of kid, eventId, ticketId or generation keeping the signature: bad_signature, unknown_key for an unlisted kid (malformed where the value leaves the format)", { timeout: 60_000 }, () => {
      const kids = [...world.ring.keys()];
      const cases = run("field change", 400, (code, r) => {
        const fields = code.split(".");
        const which = r.between(1, 4);
        fields[which] =
          which === 1
            ? r.chance(0.5) ? r.pick(kids) : randomKid(r)
            : which === 4
              ? String(r.chance(0.5) ? Number(fields[4]) + r.pick([1, -1]) : randomGeneration(r))
              : r.chance(0.5) ? randomId(r) : fields[which]!.slice(0, -1) || "x";
        return fields.join(".");
      });
      expect(cases.reasons.ok ?? 0).toBe(0);
      expect(cases.reasons.bad_signature).toBeGreaterThan(150);
      expect(cases.reasons.unknown_key).toBeGreaterThan(20);
      // Every code of the first key, moved to the kid that lists the same key.
      const moved = new Cases(world, "kid alias");
      for (const { code, kid } of signed) {
        if (kid === world.signers[0]!.kid) moved.check("same key, other kid", code.replace(`bw1.${kid}.`, `bw1.${ALIAS_KID}.`));
      }
      moved.assertClean();
      expect(moved.count).toBeGreaterThan(0);
      expect(moved.reasons).toEqual({ bad_signature: moved.count });
    });

    it("500 case flips (one letter, several, the whole code): never ok", { timeout: 60_000 }, () => {
      const flip = (char: string) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase());
      const letters = (code: string) => [...code].flatMap((char, i) => (char.toUpperCase() !== char.toLowerCase() ? [i] : []));
      const cases = run("case flip", 500, (code, r) => {
        const positions = letters(code);
        if (r.chance(0.05)) return r.pick([code.toUpperCase(), code.toLowerCase(), [...code].map(flip).join("")]);
        const chosen = new Set(Array.from({ length: r.chance(0.7) ? 1 : r.between(2, 10) }, () => r.pick(positions)));
        return [...code].map((char, i) => (chosen.has(i) ? flip(char) : char)).join("");
      });
      expect(cases.reasons.ok ?? 0).toBe(0);
      expect(cases.reasons.bad_signature).toBeGreaterThan(200);
    });

    it("2000 times characters appended or prepended (whitespace, invisible marks, code characters, other codes): malformed", { timeout: 60_000 }, () => {
      const extras = [" ", "\n", "\r\n", "\t", "\0", ...INVISIBLE, ".", "=", "==", "A", "/", "?x=1"];
      const cases = run("append or prepend", 2000, (code, r) => {
        const piece = r.chance(0.5) ? r.pick(extras) : r.chance(0.1) ? r.pick(signed).code : r.text(r.chance(0.5) ? ID_CHARS : EVERYTHING, r.between(1, 5));
        const where = r.below(3);
        return where === 0 ? piece + code : where === 1 ? code + piece : piece + code + piece;
      });
      expect(cases.reasons).toEqual({ malformed: 2000 });
    });

    it("2000 Unicode look-alike edits (Cyrillic, Greek, fullwidth, Arabic-Indic digits, dot and dash look-alikes, invisible marks): never ok", { timeout: 60_000 }, () => {
      const cases = run("look-alike", 2000, (code, r) => {
        const chars = [...code];
        const edits = r.chance(0.8) ? 1 : r.between(2, 6);
        for (let e = 0; e < edits; e++) {
          const at = r.below(chars.length);
          const char = chars[at]!;
          const kind = r.below(10);
          if (kind < 6 && LOOK_ALIKES[char]) chars[at] = r.pick(LOOK_ALIKES[char]);
          else if (kind < 8) chars[at] = fullwidth(char);
          else chars[at] = r.chance(0.5) ? char + r.pick(INVISIBLE) : r.pick(INVISIBLE) + char;
        }
        return chars.join("");
      });
      // A fullwidth copy normalizes (NFKC) back to the genuine code; it is still refused.
      const fullwidthCases = new Cases(world, "fullwidth code");
      for (const { code } of signed) {
        const wide = [...code].map(fullwidth).join("");
        expect(wide.normalize("NFKC")).toBe(code);
        fullwidthCases.check("whole code fullwidth", wide);
      }
      fullwidthCases.assertClean();
      expect(fullwidthCases.reasons).toEqual({ malformed: signed.length });
      expect(cases.reasons.ok ?? 0).toBe(0);
      // ASCII look-alikes (l/1/I, O/0, B/8…) keep the syntax and meet the signature.
      expect(cases.reasons.bad_signature).toBeGreaterThan(20);
      expect(cases.reasons.malformed).toBeGreaterThan(1000);
    });
  });

  describe("round trip", () => {
    it("250 random payloads and kids: verify gives the payload back; a ring without the kid gives unknown_key; another key under the kid gives bad_signature", { timeout: 60_000 }, () => {
      const random = new Random(SEED, "round trip");
      const keys = Array.from({ length: 6 }, () => {
        const privateKey = random.bytes(32);
        return { privateKey, publicKey: publicKeyFor(privateKey) };
      });
      const failures: string[] = [];
      const lengths: number[] = [];
      for (let n = 0; n < 250; n++) {
        const key = random.pick(keys);
        const other = keys[(keys.indexOf(key) + random.between(1, keys.length - 1)) % keys.length]!;
        const kid = randomKid(random);
        const payload = { eventId: randomId(random), ticketId: randomId(random), generation: randomGeneration(random) };
        const where = `case ${n} ${JSON.stringify({ kid, ...payload })}`;
        try {
          const code = encodeTicketCode(payload, { kid, privateKey: key.privateKey }, ed25519);
          lengths.push(code.length);
          if (!/^[A-Za-z0-9_.-]{98,186}$/.test(code)) failures.push(`${where}: code ${code} outside the documented form`);
          if (referenceParse(code) !== "ok") failures.push(`${where}: the reference parser refuses ${code}`);
          const parsed = parseTicketCode(code);
          if (!parsed.ok || parsed.kid !== kid || JSON.stringify(parsed.payload) !== JSON.stringify(payload)) {
            failures.push(`${where}: parse gave ${JSON.stringify(parsed.ok ? parsed.payload : parsed)}`);
          }
          // Every key listed (this code's own key too), under other kids only.
          const withoutKid = new Map(keys.map((k, i) => [kid === `o${i}` ? `p${i}` : `o${i}`, k.publicKey]));
          const answers = {
            own: verifyTicketCode(code, new Map([["zz", other.publicKey], [kid, key.publicKey]]), ed25519),
            withoutKid: verifyTicketCode(code, withoutKid, ed25519),
            otherKey: verifyTicketCode(code, new Map([[kid, other.publicKey]]), ed25519),
          };
          const expected = {
            own: { ok: true, payload, kid },
            withoutKid: { ok: false, reason: "unknown_key" },
            otherKey: { ok: false, reason: "bad_signature" },
          };
          if (!isDeepStrictEqual(answers, expected)) failures.push(`${where}: ${JSON.stringify(answers)}`);
        } catch (error) {
          failures.push(`${where}: threw ${String(error)}`);
        }
      }
      expect(failures, `${failures.length} of 250 round trips failed (${REPLAY})`).toEqual([]);
      // The random fields covered short and long codes.
      expect(Math.min(...lengths)).toBeLessThan(120);
      expect(Math.max(...lengths)).toBeGreaterThan(160);
    });
  });

  describe("length limit", () => {
    it(`answers malformed (parse: too_long) past ${TICKET_CODE_MAX_LENGTH} characters, whatever follows, without looking further`, () => {
      const random = new Random(SEED, "length limit");
      const { world, signed } = worldWithCodes(random, 2, ed25519);
      const code = signed[0]!.code;
      const cases = new Cases(world, "length limit");
      // Exactly at the limit it is still parsed (and refused by its syntax).
      const atLimit = code.slice(0, -86) + "A".repeat(TICKET_CODE_MAX_LENGTH - code.length + 86);
      expect(atLimit).toHaveLength(TICKET_CODE_MAX_LENGTH);
      expect(parseTicketCode(atLimit)).toEqual({ ok: false, reason: "syntax" });
      for (const length of [201, 202, 256, 1000, 4096, 10_000, 65_536, 1_000_000, 10_000_000]) {
        for (const text of [
          code + "A".repeat(length - code.length),
          `${code}.`.repeat(Math.ceil(length / (code.length + 1))).slice(0, length),
          code.slice(0, -86) + "A".repeat(length - code.length + 86), // a signature field of any length
          "😀".repeat(Math.ceil(length / 2)).slice(0, length),
        ]) {
          expect(text).toHaveLength(length);
          expect(parseTicketCode(text)).toEqual({ ok: false, reason: "too_long" });
          cases.check(`length ${length}`, text);
        }
      }
      cases.assertClean();
      expect(cases.reasons).toEqual({ malformed: cases.count });
    });
  });
});
