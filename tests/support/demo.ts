// A clean emulator with exactly the demo data, for the browser tests.
import { DEMO_ACCOUNTS, seedDemoAccounts, seedDemoEvents, waitForDemoClaims } from "../../scripts/demo/demoData";
import { adminAuth, adminDb, resetEmulatorData } from "./emulators";

export { DEMO_ACCOUNTS };

export async function resetToDemoData(): Promise<void> {
  await resetEmulatorData();
  await seedDemoEvents(adminDb);
  await seedDemoAccounts(adminDb, adminAuth);
  if (!(await waitForDemoClaims(adminAuth))) throw new Error("The demo roles never reached the claims");
}

export function demoAccount(role: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  return account;
}
