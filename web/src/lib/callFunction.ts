// Calls a callable Cloud Function (common/src/callables.ts). The Functions SDK
// is loaded on the first call, so pages that never call one do not download
// it. A call gives up waiting after 30 s (docs/product.md §5), or sooner when the
// caller has a better plan than waiting (the gate scanner verifies offline).
import { FUNCTIONS_REGION, type CALLABLES } from "@bawwaba/common";
// Types only: erased from the bundle, so the SDK itself still loads on first use.
import type { Functions, httpsCallable } from "firebase/functions";
import { app } from "./firebase";
import { EMULATOR_HOST, EMULATOR_PORTS, SERVER_CALL_TIMEOUT_MS, useEmulators } from "./config";

type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

let functionsPromise: Promise<{
  functions: Functions;
  httpsCallable: typeof httpsCallable;
}> | undefined;

function loadFunctions() {
  functionsPromise ??= import("firebase/functions").then(
    ({ connectFunctionsEmulator, getFunctions, httpsCallable }) => {
      const functions = getFunctions(app, FUNCTIONS_REGION);
      if (useEmulators) connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
      return { functions, httpsCallable };
    },
    (error: unknown) => {
      // A failed download (lost connection) is tried again on the next call.
      functionsPromise = undefined;
      throw error;
    },
  );
  return functionsPromise;
}

/** Downloads the Functions SDK now, so that a page's first call does not wait for it. */
export function preloadFunctions(): void {
  loadFunctions().catch((error: unknown) => console.warn("Could not preload the Functions SDK", error));
}

export interface CallOptions {
  /** How long to wait for the answer before failing with "deadline-exceeded". */
  timeoutMs?: number;
  /** Send a limited-use App Check token, which the function consumes: a replayed request is refused (the shop's purchase). */
  limitedUseAppCheckToken?: boolean;
}

export async function callFunction<Input, Result>(
  name: CallableName,
  input: Input,
  { timeoutMs = SERVER_CALL_TIMEOUT_MS, limitedUseAppCheckToken = false }: CallOptions = {},
): Promise<Result> {
  const { functions, httpsCallable } = await loadFunctions();
  const callable = httpsCallable<Input, Result>(functions, name, { timeout: timeoutMs, limitedUseAppCheckTokens: limitedUseAppCheckToken });
  return (await callable(input)).data;
}
