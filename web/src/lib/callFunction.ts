// Calls a callable Cloud Function (common/src/callables.ts). The Functions SDK
// is loaded on the first call, so pages that never call one do not download
// it. Every call gives up waiting after 30 s (SPEC.md §5).
import { FUNCTIONS_REGION, type CALLABLES } from "@bawwaba/common";
import { app } from "../app/firebase";
import { EMULATOR_HOST, EMULATOR_PORTS, SERVER_CALL_TIMEOUT_MS, useEmulators } from "../app/config";

type CallableName = (typeof CALLABLES)[keyof typeof CALLABLES];

let functionsPromise: Promise<{
  functions: import("firebase/functions").Functions;
  httpsCallable: typeof import("firebase/functions").httpsCallable;
}> | undefined;

function loadFunctions() {
  functionsPromise ??= import("firebase/functions").then(({ connectFunctionsEmulator, getFunctions, httpsCallable }) => {
    const functions = getFunctions(app, FUNCTIONS_REGION);
    if (useEmulators) connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
    return { functions, httpsCallable };
  });
  return functionsPromise;
}

export async function callFunction<Input, Result>(name: CallableName, input: Input): Promise<Result> {
  const { functions, httpsCallable } = await loadFunctions();
  const callable = httpsCallable<Input, Result>(functions, name, { timeout: SERVER_CALL_TIMEOUT_MS });
  return (await callable(input)).data;
}
