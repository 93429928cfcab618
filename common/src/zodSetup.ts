// Evaluated before any schema is built (imported first by every module that
// builds schemas, so also when a bundle takes them without index.ts): in a
// browser, zod compiles no parsers with `new Function`. Its probe for eval
// alone is reported as a Content-Security-Policy violation (the app's policy
// has no 'unsafe-eval', firebase.json), and the pages parse too little for
// compiled parsers to matter. The functions keep them.
import { config } from "zod";

if ("document" in globalThis) config({ jitless: true });
