// Evaluated before any schema is built (imported first by every module that
// builds schemas, so also when a bundle takes them without index.ts).
// zod/mini loads no locale: the refusals without a message of their own (a
// malformed document's, an order item that is no object) would all read
// "Invalid input", so the English messages classic zod gave them are loaded.
// (zod/mini's objects compile no parser with `new Function`, so the pages
// need no `jitless` for the Content-Security-Policy, which has no 'unsafe-eval'.)
import { config, locales } from "zod/mini";

config(locales.en());
