// The hub reports the functions emulator as running before it has loaded the
// functions; a document written in between fires no trigger. Seeding and the
// emulator tests wait here until the triggers are registered.
// emulators:exec names the functions emulator's address (a run on other ports too).
const BACKENDS_URL = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001"}/backends`;

interface BackendsResponse {
  backends: { functionTriggers?: { name?: string; entryPoint?: string }[] }[];
}

export async function waitForFunctionTriggers(names: readonly string[], timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let loaded: string[] = [];
  while (Date.now() < deadline) {
    try {
      const { backends } = (await (await fetch(BACKENDS_URL)).json()) as BackendsResponse;
      loaded = backends.flatMap((backend) => backend.functionTriggers ?? []).map((t) => t.entryPoint ?? t.name ?? "");
      if (names.every((name) => loaded.includes(name))) return;
    } catch {
      // The functions emulator is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Functions not loaded after ${timeoutMs / 1000} s: wanted ${names.join(", ")}, have ${loaded.join(", ")}`);
}
