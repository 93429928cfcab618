// The Content-Security-Policy per environment (scripts/lib/csp.ts): what a
// deployment serves, and what the emulator serves from firebase.json.
import { FUNCTIONS_REGION } from "@bawwaba/common";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployConfig, emulatorPolicy, productionPolicy, servedPolicy, type FirebaseJson } from "../lib/csp";

const firebaseJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../firebase.json"), "utf8")) as FirebaseJson;

/** The sources of one directive of a policy. */
function sources(policy: string, name: string): string[] {
  const found = policy.split(";").map((part) => part.trim().split(/\s+/)).find(([directive]) => directive === name);
  return found ? found.slice(1) : [];
}

const deployed = (analytics: boolean) => servedPolicy(deployConfig(firebaseJson, { projectId: "bawwaba-prod", analytics }))!;

describe("the production policy", () => {
  it("allows no emulator address, and no analytics host without analytics", () => {
    const policy = deployed(false);
    expect(policy).not.toContain("127.0.0.1");
    expect(policy).not.toContain("localhost");
    expect(policy).not.toContain("googletagmanager");
    expect(policy).not.toContain("google-analytics");
  });

  it("lets the app reach only the Google hosts it calls, by name", () => {
    expect(sources(deployed(false), "connect-src")).toEqual([
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://content-firebaseappcheck.googleapis.com",
      "https://www.google.com/recaptcha/",
      `https://${FUNCTIONS_REGION}-bawwaba-prod.cloudfunctions.net`,
    ]);
    expect(deployed(false)).not.toMatch(/\*\.googleapis\.com|\*\.cloudfunctions\.net/);
  });

  it("runs reCAPTCHA (App Check, buyers' phone sign-in) in its script and frame, and no other script but the app's", () => {
    const policy = deployed(false);
    expect(sources(policy, "script-src")).toEqual(["'self'", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(sources(policy, "frame-src")).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(sources(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("adds Analytics' hosts only with analytics, and from Google's tag host only gtag, never a Tag Manager container", () => {
    const policy = deployed(true);
    expect(sources(policy, "script-src")).toContain("https://www.googletagmanager.com/gtag/");
    expect(sources(policy, "script-src").filter((source) => source.includes("googletagmanager"))).toEqual(["https://www.googletagmanager.com/gtag/"]);
    expect(sources(policy, "connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://firebase.googleapis.com"]));
    expect(policy).not.toContain("127.0.0.1");
  });

  it("keeps every other directive and header of firebase.json", () => {
    const config = deployConfig(firebaseJson, { projectId: "bawwaba-prod", analytics: false });
    expect({ ...config, hosting: { ...config.hosting, headers: [] } }).toEqual({ ...firebaseJson, hosting: { ...firebaseJson.hosting, headers: [] } });
    const policy = deployed(false);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
    const headerKeys = (value: FirebaseJson) => value.hosting!.headers!.map((entry) => entry.headers.map((header) => header.key));
    expect(headerKeys(config)).toEqual(headerKeys(firebaseJson));
  });

  it("refuses a project id that is not one", () => {
    expect(() => productionPolicy({ projectId: "x; script-src *", analytics: false })).toThrow();
    expect(() => productionPolicy({ projectId: "", analytics: false })).toThrow();
  });
});

describe("the emulator's policy", () => {
  it("is what firebase.json serves (regenerate it with emulatorPolicy if this fails)", () => {
    expect(servedPolicy(firebaseJson)).toBe(emulatorPolicy(firebaseJson));
  });

  it("is production's for the demo project plus the emulators' own addresses, and nothing else", () => {
    const emulator = emulatorPolicy(firebaseJson);
    const production = productionPolicy({ projectId: "demo-bawwaba", analytics: false });
    expect(sources(emulator, "connect-src")).toEqual([
      ...sources(production, "connect-src"),
      "http://127.0.0.1:9099",
      "http://127.0.0.1:8080",
      "http://127.0.0.1:5001",
    ]);
    expect(emulator.replace(/ http:\/\/127\.0\.0\.1:\d+/g, "")).toBe(production);
  });
});
