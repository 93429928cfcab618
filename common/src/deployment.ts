// Deployment settings read both by the functions at run time and by the
// deploy preflight (scripts/deploy/preflight.ts), so the two cannot disagree.

/**
 * Whether the callables enforce App Check, from the functions' environment
 * parameter ENFORCE_APP_CHECK (functions/.env.<project>): on unless it says
 * "false". The web build must then carry VITE_APPCHECK_SITE_KEY.
 */
export function appCheckEnforced(env: Record<string, string | undefined>): boolean {
  return env.ENFORCE_APP_CHECK !== "false";
}
