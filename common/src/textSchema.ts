// The schema of one trimmed text, on its own: callables.ts builds its inputs
// with it, and the organiser's settings (organiserSettings.ts) too, without
// loading every callable's schema (and the phone library behind them) into
// the /settings page.
import "./zodSetup.js";
import { z } from "zod/mini";
import { stripInvisible } from "./plainText.js";

/** A refusal's message, worded when the refusal is made: in the display locale of that moment (locale.ts). */
export type Refusal = () => string;

/** One trimmed text of 1 to `max` characters, without invisible characters; `error` when it is not. */
export const text = (max: number, error: Refusal) =>
  z
    .pipe(z.string({ error }), z.transform((value) => stripInvisible(value).trim()))
    .check(z.refine((value) => value.length >= 1 && value.length <= max, { error }));
