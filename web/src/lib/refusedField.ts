// Where a function's refusal of an input goes in a form: the functions' input
// check answers invalid-argument with `details: { field }` naming the input's
// field (functions/src/shared/https.ts parseInput, docs/contracts.md).
import { callErrorCode } from "./callErrorMessage";
import { isRecord } from "./storedValue";

/** The input field ("vatNumber") an invalid-argument names, if it names one. */
export function refusedField(error: unknown): string | undefined {
  if (callErrorCode(error) !== "invalid-argument") return undefined;
  const details = (error as { details?: unknown }).details;
  return isRecord(details) && typeof details.field === "string" ? details.field : undefined;
}
