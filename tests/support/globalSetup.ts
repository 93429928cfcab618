// Before any emulator test: the functions must be loaded, or documents the
// tests write would fire no trigger.
import { waitForFunctionTriggers } from "../../scripts/lib/functionsReady";

export default async function setup(): Promise<void> {
  await waitForFunctionTriggers(["mirrorRoleToClaims", "applyRoleOnSignUp"]);
}
