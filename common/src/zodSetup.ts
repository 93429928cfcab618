// Evaluated before any schema is built (imported first by every module that
// builds schemas, so also when a bundle takes them without index.ts).
// zod/mini loads no locale: the refusals without a message of their own (a
// malformed document's, an order item that is no object) would all read
// "Invalid input", so the English messages classic zod gave them are loaded.
// In a browser, no parser may be compiled with `new Function`: even zod's
// probe for eval is reported as a Content-Security-Policy violation (the
// app's policy has no 'unsafe-eval', firebase.json). zod/mini's objects
// compile none; jitless keeps it so should a compiling schema come back.
import { config, locales } from "zod/mini";

config(locales.en());
if ("document" in globalThis) config({ jitless: true });
