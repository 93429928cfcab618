// Where things are reachable: this project's functions (for the test
// gateway's notifications) and the web app (for the payer's way back).
import { FUNCTIONS_REGION } from "@bawwaba/common";
import { inEmulator } from "../config.js";

const projectId = () => process.env.GCLOUD_PROJECT ?? JSON.parse(process.env.FIREBASE_CONFIG ?? "{}").projectId;

/**
 * The URL of this project's HTTPS function `name`. On the emulator the
 * Functions emulator's address comes from the emulator hub, which every
 * emulated function knows (FIREBASE_EMULATOR_HUB).
 */
export async function functionUrl(name: string): Promise<string> {
  if (!inEmulator) return `https://${FUNCTIONS_REGION}-${projectId()}.cloudfunctions.net/${name}`;
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error("FIREBASE_EMULATOR_HUB is not set on the emulator");
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, { host: string; port: number }>;
  const functions = emulators.functions;
  if (!functions) throw new Error("The emulator hub lists no Functions emulator");
  return `http://${functions.host}:${functions.port}/${projectId()}/${FUNCTIONS_REGION}/${name}`;
}

/**
 * The web app's origin a callable was called from, when it is this project's:
 * its Hosting domains, or any local address on the emulator. Otherwise the
 * project's default Hosting domain, so no one can send a payer elsewhere.
 */
export function appOrigin(requestOrigin: string | undefined): string {
  const hosted = [`https://${projectId()}.web.app`, `https://${projectId()}.firebaseapp.com`];
  if (requestOrigin && hosted.includes(requestOrigin)) return requestOrigin;
  if (requestOrigin && inEmulator && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(requestOrigin)) return requestOrigin;
  return hosted[0]!;
}
