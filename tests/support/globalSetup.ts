// Before any emulator test: when the functions emulator runs, its functions
// must be loaded, or documents the tests write would fire no trigger.
import { waitForFunctionTriggers } from "../../scripts/lib/functionsReady";

export default async function setup(): Promise<void> {
  // `firebase emulators:exec` names the hub; it lists the emulators running.
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? "127.0.0.1:4400";
  const running = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, unknown>;
  if (running.functions) await waitForFunctionTriggers(["mirrorRoleToClaims", "applyRoleOnSignUp", "advanceBulkJob"]);
}
