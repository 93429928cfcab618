// Build-time settings of the web app (Vite env variables), read in one place.
// `npm start` and the tests build with VITE_USE_EMULATORS=true.
const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === "true";

export const firebaseOptions = useEmulators
  ? {
      // A `demo-` project id keeps the emulators from ever touching production.
      projectId: "demo-bawwaba",
      apiKey: "demo-api-key",
      authDomain: "demo-bawwaba.firebaseapp.com",
      appId: "1:000000000000:web:demo",
    }
  : {
      projectId: env.VITE_FIREBASE_PROJECT_ID as string,
      apiKey: env.VITE_FIREBASE_API_KEY as string,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN as string,
      appId: env.VITE_FIREBASE_APP_ID as string,
      measurementId: env.VITE_FIREBASE_MEASUREMENT_ID as string | undefined,
    };

/** reCAPTCHA Enterprise site key for App Check; App Check is off without it. */
export const appCheckSiteKey = env.VITE_APPCHECK_SITE_KEY as string | undefined;
/** Analytics runs only with a measurement id and outside the emulators. */
export const analyticsEnabled = !useEmulators && Boolean(env.VITE_FIREBASE_MEASUREMENT_ID);
/** Web-vitals are reported (to Analytics when on, else the console) only when asked for. */
export const webVitalsEnabled = env.VITE_WEB_VITALS === "true";

/** docs/product.md §5 constants. */
export const FIRESTORE_CACHE_BYTES = 52_428_800;
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;
/** How long a write waits for the server's answer before the user is told. */
export const SERVER_CALL_TIMEOUT_MS = 30_000;

export const EMULATOR_HOST = "127.0.0.1";
// The ports of firebase.json; a build for emulators on other ports (a second
// test run on one machine) names them through VITE_EMULATOR_*_PORT.
export const EMULATOR_PORTS = {
  auth: Number(env.VITE_EMULATOR_AUTH_PORT ?? 9099),
  firestore: Number(env.VITE_EMULATOR_FIRESTORE_PORT ?? 8080),
  functions: Number(env.VITE_EMULATOR_FUNCTIONS_PORT ?? 5001),
} as const;
