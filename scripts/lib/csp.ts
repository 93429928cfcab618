// The Content-Security-Policy Hosting sends, per environment
// (docs/security.md "Exports and deployment"). Production's is made at
// deploy time for the project and the build's settings (scripts/deploy.ts
// deploys a copy of firebase.json carrying it); the emulator's is the one
// firebase.json itself holds, which scripts/test/csp.test.ts checks equals
// `emulatorPolicy` here.
//
// Only the hosts the app calls, each by name:
//  - Firestore, Auth (sign-in and token refresh), App Check's token exchange;
//  - reCAPTCHA (App Check's reCAPTCHA Enterprise, and the invisible reCAPTCHA
//    of the buyers' phone sign-in, web/src/features/shop/buyer/buyerAuth.ts):
//    its script from www.google.com/recaptcha/ and www.gstatic.com/recaptcha/,
//    its frame from www.google.com/recaptcha/ (recaptcha.google.com as well);
//  - this project's callable functions (web/src/lib/callFunction.ts); the
//    catalogue is this site's own /api/catalogue;
//  - Analytics, only when the build has a measurement id
//    (web/src/lib/config.ts `analyticsEnabled`): gtag.js from
//    www.googletagmanager.com/gtag/ and never the whole host, which also
//    serves Tag Manager containers, where anyone editing one can run any
//    script; its reports to *.google-analytics.com and
//    *.analytics.google.com; Firebase's web config and installations.
// No `*.googleapis.com`, no other script host, and in production no
// 127.0.0.1: the emulators' ports there would be the visitor's own machine.
import { FUNCTIONS_REGION } from "@bawwaba/common";

export interface FirebaseJson {
  hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[]; [key: string]: unknown };
  emulators?: Record<string, { host?: string; port?: number } | unknown>;
  [key: string]: unknown;
}

const CSP_HEADER = "Content-Security-Policy";
/** The emulators' project (scripts/lib/emulators.mjs PROJECT_ID). */
const EMULATOR_PROJECT = "demo-bawwaba";

const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
const FIREBASE_APIS = [
  "https://firestore.googleapis.com",
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://content-firebaseappcheck.googleapis.com",
];
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com/gtag/"];
const ANALYTICS_IMAGES = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
  "https://firebase.googleapis.com",
  "https://firebaseinstallations.googleapis.com",
];

export interface PolicyOptions {
  projectId: string;
  /** Whether the web build runs Analytics (VITE_FIREBASE_MEASUREMENT_ID set). */
  analytics: boolean;
}

function policy({ projectId, analytics }: PolicyOptions, emulatorOrigins: readonly string[] = []): string {
  // A project id is lower-case letters, digits and hyphens: nothing else may reach the header.
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) throw new Error(`Not a Firebase project id: "${projectId}"`);
  const when = (on: boolean, sources: readonly string[]) => (on ? sources : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...RECAPTCHA_SCRIPTS, ...when(analytics, ANALYTICS_SCRIPTS)],
    // MUI's styles are injected at run time (Emotion) without a nonce.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...when(analytics, ANALYTICS_IMAGES)],
    ["font-src", "'self'", "data:"],
    [
      "connect-src",
      "'self'",
      ...FIREBASE_APIS,
      "https://www.google.com/recaptcha/",
      `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`,
      ...when(analytics, ANALYTICS_CONNECT),
      ...emulatorOrigins,
    ],
    ["frame-src", ...RECAPTCHA_FRAMES],
    ["worker-src", "'self'", "blob:"],
    ["media-src", "'self'", "blob:", "mediastream:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}

/** The policy of a deployment to `projectId`. */
export function productionPolicy(options: PolicyOptions): string {
  return policy(options);
}

/** The Auth, Firestore and Functions emulators' addresses in firebase.json, which the app's emulator build calls. */
function emulatorOrigins(config: FirebaseJson): string[] {
  return ["auth", "firestore", "functions"].map((name) => {
    const emulator = config.emulators?.[name] as { host?: string; port?: number } | undefined;
    if (!emulator?.host || !emulator.port) throw new Error(`firebase.json names no host and port for the ${name} emulator`);
    return `http://${emulator.host}:${emulator.port}`;
  });
}

/** The emulator's policy: production's for the demo project, plus the emulators' own addresses. */
export function emulatorPolicy(config: FirebaseJson): string {
  return policy({ projectId: EMULATOR_PROJECT, analytics: false }, emulatorOrigins(config));
}

function everyPage(config: FirebaseJson) {
  return config.hosting?.headers?.find((entry) => entry.source === "**");
}

/** The policy a Hosting config sends with every page, or undefined. */
export function servedPolicy(config: FirebaseJson): string | undefined {
  return everyPage(config)?.headers.find((header) => header.key === CSP_HEADER)?.value;
}

/** firebase.json as deployed to `projectId`: the same, with production's policy in place of the emulator's. */
export function deployConfig(config: FirebaseJson, options: PolicyOptions): FirebaseJson {
  if (servedPolicy(config) === undefined) throw new Error(`firebase.json sends no ${CSP_HEADER} for "**"`);
  const production = productionPolicy(options);
  return {
    ...config,
    hosting: {
      ...config.hosting,
      headers: config.hosting!.headers!.map((entry) =>
        entry === everyPage(config)
          ? { ...entry, headers: entry.headers.map((header) => (header.key === CSP_HEADER ? { ...header, value: production } : header)) }
          : entry,
      ),
    },
  };
}
