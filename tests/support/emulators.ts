// Admin access to the running emulators for the emulator tests.
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS } from "@bawwaba/common";
import { publicKeyFor, publicKeyToText, signerFromText } from "@bawwaba/common/ticketCode";
import { readFileSync } from "node:fs";
import path from "node:path";

export const PROJECT_ID = "demo-bawwaba";
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
// emulators:exec names no hosting address; a run on other ports sets HOSTING_EMULATOR_URL.
export const HOSTING_URL = process.env.HOSTING_EMULATOR_URL ?? "http://127.0.0.1:5000";

// The Admin SDK finds the emulators through these variables.
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;

const existingApp = getApps()[0];
const app = existingApp ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
// As the functions' own Admin SDK (functions/src/admin.ts), for the services
// tests call directly; set once, by whoever made the app.
if (!existingApp) adminDb.settings({ ignoreUndefinedProperties: true });
export const adminAuth = getAuth(app);

/**
 * Deletes every document and every account (the emulators' reset endpoints),
 * then lists the local signing key again, as a deployment would: a function
 * instance publishes its key once, so wiping `ticketKeys` under a running
 * instance would leave its codes unverifiable.
 */
export async function resetEmulatorData(): Promise<void> {
  await wipeEmulators();
  await publishLocalSigningKey();
}

/**
 * Lists the emulator's signing key (functions/.secret.local) in `ticketKeys`.
 * Test files that verify codes call it first: another file may have cleared
 * Firestore (the rules tests do before every test) under a function instance
 * that published its key once and will not do it again.
 */
export async function publishLocalSigningKey(): Promise<void> {
  const signer = localSigner();
  await adminDb
    .collection(COLLECTIONS.ticketKeys)
    .doc(signer.kid)
    .set({ publicKey: publicKeyToText(publicKeyFor(signer.privateKey)), createdAt: Timestamp.now() });
}

/** The emulator's ticket signer (functions/.secret.local), to write tickets as the functions would. */
export function localSigner() {
  const secrets = readFileSync(path.resolve(import.meta.dirname, "../../functions/.secret.local"), "utf8");
  const value = /^TICKET_SIGNING_KEY=(.+)$/m.exec(secrets)?.[1];
  if (!value) throw new Error("functions/.secret.local has no TICKET_SIGNING_KEY");
  return signerFromText(value);
}

async function wipeEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: "DELETE" }),
    fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: "DELETE" }),
  ]);
  for (const response of responses) {
    if (!response.ok) throw new Error(`Emulator reset failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * Polls `read` until `accept` holds or the time is up; returns the last value.
 * The default limit is for the slowest host the suite must pass on: with the
 * whole run on one core, a trigger queued behind another file's burst of
 * calls (a role mirrored into claims) took over 20 s (docs/performance.md,
 * "Test suite time"). A condition that holds returns at once.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

/** The Auth emulator's REST API, as the web SDK calls it. */
export async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The one-time code the Auth emulator "sent" by SMS for a phone sign-in started as `sessionInfo`. */
export async function sentPhoneCode(sessionInfo: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = verificationCodes.find((sent) => sent.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error("The Auth emulator listed no code for this phone sign-in");
  return code;
}

/** The latest one-time code the Auth emulator "sent" by SMS to `phone` (E.164). */
export async function latestPhoneCode(phone: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = verificationCodes.filter((sent) => sent.phoneNumber === phone).at(-1)?.code;
  if (!code) throw new Error(`The Auth emulator listed no code for ${phone}`);
  return code;
}

/** The latest out-of-band code the Auth emulator "sent" to `email` for `requestType`. */
export async function latestOobCode(email: string, requestType: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((oob) => oob.email === email && oob.requestType === requestType).at(-1)?.oobCode;
  if (!code) throw new Error(`No ${requestType} code for ${email}`);
  return code;
}
