// Calls a callable Cloud Function (common/src/callables.ts) over the callable
// protocol with plain `fetch`: POST `{ data }`, answered `{ result }` or
// `{ error: { status, message } }`. No Functions SDK, so the public shop stays
// light (docs/product.md §5): a staff session adds its ID token
// (setIdTokenSource), and in production an App Check token is added, from an
// App Check loaded on the first call. A call gives up waiting after 30 s, or
// sooner when the caller has a better plan than waiting (the gate scanner
// verifies offline).
import { displayLocale, FUNCTIONS_REGION, type CALLABLES } from "@bawwaba/common";
import { appCheckSiteKey, EMULATOR_HOST, EMULATOR_PORTS, firebaseOptions, SERVER_CALL_TIMEOUT_MS, useEmulators } from "./config";
import { importOnce } from "./importOnce";

type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

/** A failed call, with the HttpsError code ("invalid-argument"…) as the Functions SDK gave it. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "CallError";
  }
}

/** The signed-in staff member's ID token, or null; set when a staff session begins. */
let idTokenSource: (() => Promise<string | null>) | undefined;

export function setIdTokenSource(source: () => Promise<string | null>): void {
  idTokenSource = source;
}

/** App Check only where it runs: production with a site key (lib/firebaseApp.ts). */
const appCheckOn = !useEmulators && Boolean(appCheckSiteKey);

// A failed download is tried again on the next call.
const loadAppCheck = importOnce(() => import("./appCheckToken"));

/** Loads what a call needs now (App Check in production), so that a page's first call does not wait for it. */
export function preloadFunctions(): void {
  if (appCheckOn) loadAppCheck().catch((error: unknown) => console.warn("Could not preload App Check", error));
}

function functionUrl(name: CallableName): string {
  return useEmulators
    ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.functions}/${firebaseOptions.projectId}/${FUNCTIONS_REGION}/${name}`
    : `https://${FUNCTIONS_REGION}-${firebaseOptions.projectId}.cloudfunctions.net/${name}`;
}

/** The callable protocol's error codes by HTTP status, for an answer without a readable error. */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return "invalid-argument";
    case 401:
      return "unauthenticated";
    case 403:
      return "permission-denied";
    case 404:
      return "not-found";
    case 409:
      return "aborted";
    case 429:
      return "resource-exhausted";
    case 499:
      return "cancelled";
    case 501:
      return "unimplemented";
    case 503:
      return "unavailable";
    case 504:
      return "deadline-exceeded";
    default:
      return "internal";
  }
}

export interface CallOptions {
  /** How long to wait for the answer before failing with "deadline-exceeded". */
  timeoutMs?: number;
  /** Send a limited-use App Check token, which the function consumes: a replayed request is refused (the shop's purchase). */
  limitedUseAppCheckToken?: boolean;
  /** The ID token to send instead of the staff session's: a buyer's, signed in with their phone (the shop). */
  idToken?: string;
}

async function requestHeaders(limitedUseAppCheckToken: boolean, givenIdToken: string | undefined): Promise<Record<string, string>> {
  // The page's language: the public functions word their refusals in it (functions/src/shared/callerLanguage.ts).
  const headers: Record<string, string> = { "Content-Type": "application/json", "Accept-Language": displayLocale().language };
  const idToken = givenIdToken ?? (await idTokenSource?.());
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  if (appCheckOn) {
    const token = await (await loadAppCheck()).appCheckToken(limitedUseAppCheckToken);
    if (token) headers["X-Firebase-AppCheck"] = token;
  }
  return headers;
}

export async function callFunction<Input, Result>(
  name: CallableName,
  input: Input,
  { timeoutMs = SERVER_CALL_TIMEOUT_MS, limitedUseAppCheckToken = false, idToken }: CallOptions = {},
): Promise<Result> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(functionUrl(name), {
      method: "POST",
      headers: await requestHeaders(limitedUseAppCheckToken, idToken),
      body: JSON.stringify({ data: input ?? null }),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as {
      result?: Result;
      error?: { status?: string; message?: string; details?: unknown };
    } | null;
    if (body === null && controller.signal.aborted) throw new CallError("deadline-exceeded", "deadline-exceeded");
    if (response.ok && body && "result" in body) return body.result as Result;
    const status = body?.error?.status;
    const code = status ? status.toLowerCase().replace(/_/g, "-") : codeForStatus(response.ok ? 500 : response.status);
    throw new CallError(code, body?.error?.message ?? code, body?.error?.details);
  } catch (error) {
    if (error instanceof CallError) throw error;
    // No answer: the wait ran out, or the request never reached the function.
    if (controller.signal.aborted) throw new CallError("deadline-exceeded", "deadline-exceeded");
    throw new CallError("unavailable", error instanceof Error ? error.message : "unavailable");
  } finally {
    clearTimeout(timer);
  }
}
