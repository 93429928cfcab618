// Why the camera did not start, from what html5-qrcode rejects with: a text
// such as "Error getting userMedia, error = NotAllowedError: …" wrapping the
// browser's DOMException, or an Error.
export type CameraProblem = "permission" | "noCamera" | "inUse" | "unsupported" | "failed";

export function cameraProblem(error: unknown): CameraProblem {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (/NotAllowedError|PermissionDenied|SecurityError/i.test(text)) return "permission";
  if (/NotFoundError|DevicesNotFound|OverconstrainedError/i.test(text)) return "noCamera";
  if (/NotReadableError|TrackStartError|AbortError/i.test(text)) return "inUse";
  if (/not supported/i.test(text)) return "unsupported";
  return "failed";
}
