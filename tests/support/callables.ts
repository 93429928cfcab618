// Calling the callable functions on the emulator as a given role, over the
// callable protocol itself (POST {data}, Bearer ID token), so that tests see
// exactly what the web client sees and can fire many calls at once.
import { COLLECTIONS, FUNCTIONS_REGION, type Role } from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { adminAuth, adminDb, AUTH_HOST, eventually, FIRESTORE_HOST, identityToolkit, PROJECT_ID, sentPhoneCode } from "./emulators";

const FUNCTIONS_HOST = process.env.FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001";

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

export interface Caller {
  uid: string;
  email: string;
  idToken?: string;
  /** `language`: the page's, as the web app names it (Accept-Language); none, as a script might send. */
  call<T = unknown>(name: string, data: unknown, options?: { language?: string }): Promise<CallOutcome<T>>;
  /** GET of a Firestore document through the security rules, as this caller. */
  readDocument(path: string): Promise<number>;
}

// The callable protocol's error statuses, as the web SDK names them.
const toCode = (status: string) => status.toLowerCase().replace(/_/g, "-");

async function signInToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A caller signed in with `role` as its claim (none: a plain account), or a signed-out visitor for null. */
export async function callerWithRole(role: Role | "none" | null): Promise<Caller> {
  let idToken: string | undefined;
  let uid = "";
  const email = `${role ?? "visitor"}-${randomUUID()}@bawwaba.test`;
  if (role !== null) {
    const password = "Test-password-1";
    // The real path: a role document, mirrored into the claim by the functions.
    if (role !== "none") await adminDb.collection(COLLECTIONS.userRoles).doc(email).set({ role });
    const user = await adminAuth.createUser({ email, password, emailVerified: true });
    uid = user.uid;
    if (role !== "none") {
      const claims = await eventually(
        async () => (await adminAuth.getUser(uid)).customClaims ?? {},
        (current) => current.role === role,
      );
      if (claims.role !== role) throw new Error(`The role ${role} never reached the claims of ${email}`);
    }
    idToken = await signInToken(email, password);
  }
  return callerFor(uid, email, idToken);
}

/** A buyer: an account signed in with its phone (E.164). */
export type PhoneCaller = Caller & { phone: string };

/**
 * A buyer signed in with `phone` (E.164) as the shop signs them in: the Auth
 * emulator "sends" a one-time code (listed on its REST API instead of an SMS)
 * and the code is confirmed. The same phone again signs in the same account.
 */
export async function callerWithPhone(phone: string): Promise<PhoneCaller> {
  const { sessionInfo } = await identityToolkit<{ sessionInfo: string }>("sendVerificationCode", { phoneNumber: phone, recaptchaToken: "emulator" });
  const code = await sentPhoneCode(sessionInfo);
  const signedIn = await identityToolkit<{ idToken: string; localId: string }>("signInWithPhoneNumber", { sessionInfo, code });
  return { ...callerFor(signedIn.localId, "", signedIn.idToken), phone };
}

/** One new account for each of `roles`, in that order, made at the same time. */
export function callersWithRoles<const Roles extends readonly (Role | "none" | null)[]>(
  ...roles: Roles
): Promise<{ [Index in keyof Roles]: Caller }> {
  return Promise.all(roles.map((role) => callerWithRole(role))) as Promise<{ [Index in keyof Roles]: Caller }>;
}

/** The answer of `name` called by `caller`; throws with the code and message of a refusal. */
export async function callOk<T>(caller: Caller, name: string, data: unknown): Promise<T> {
  const outcome = await caller.call<T>(name, data);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.code}: ${outcome.message}`);
  return outcome.data;
}

/** A caller signed in as an existing account (a demo account, say). */
export async function signedInCaller(email: string, password: string): Promise<Caller> {
  const { uid } = await adminAuth.getUserByEmail(email);
  return callerFor(uid, email, await signInToken(email, password));
}

function callerFor(uid: string, email: string, idToken: string | undefined): Caller {
  const headers = { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) };
  return {
    uid,
    email,
    idToken,
    async call<T>(name: string, data: unknown, { language }: { language?: string } = {}): Promise<CallOutcome<T>> {
      const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
        method: "POST",
        headers: language === undefined ? headers : { ...headers, "accept-language": language },
        body: JSON.stringify({ data }),
      });
      const text = await response.text();
      let body: { result?: T; error?: { status: string; message: string } } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // Not the callable protocol: the emulator itself failed (below).
      }
      if (body.error) return { ok: false, code: toCode(body.error.status), message: body.error.message };
      if (response.ok && "result" in body) return { ok: true, data: body.result as T };
      return { ok: false, code: "transport", message: `HTTP ${response.status}: ${text.slice(0, 300)}` };
    },
    async readDocument(path: string): Promise<number> {
      const response = await fetch(
        `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`,
        { headers: idToken ? { authorization: `Bearer ${idToken}` } : {} },
      );
      return response.status;
    },
  };
}

/**
 * Starts `workers` worker processes for the function `name` before a rush.
 * The Functions emulator starts one process per concurrent request when none
 * is idle; fifty starting at once on two cores make its proxy drop
 * connections (HTTP 500 ECONNRESET), an emulator limit, not the function's.
 * Concurrency rising ten at a time starts them a few at once; idle workers
 * are kept and serve the rush. `input` should reach Firestore and be refused
 * there (an unknown event): a worker's first Firestore call also costs
 * seconds of CPU (its gRPC channel), which fifty at once would spend together.
 */
export async function warmUpWorkers(caller: Caller, name: string, workers: number, input: unknown): Promise<void> {
  for (let concurrent = 10; concurrent <= workers; concurrent += 10) {
    await Promise.all(Array.from({ length: concurrent }, () => caller.call(name, input)));
  }
}

/** The callable protocol's raw answer, for an error's `details`, which Caller.call leaves out. */
export async function callRaw(caller: Caller, name: string, data: unknown): Promise<{ error?: { status: string; message: string; details?: unknown } }> {
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(caller.idToken ? { authorization: `Bearer ${caller.idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { error?: { status: string; message: string; details?: unknown } };
}

/** A requestId as the web client makes them. */
export const newRequestId = () => randomUUID();
