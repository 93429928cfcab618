// The one Firebase app of the web client and its App Check, configured per
// docs/product.md §5. Loaded only when something needs them: the staff session
// (lib/firebase.ts), an App Check token for a call in production
// (lib/callFunction.ts) and Analytics (app/observability.ts). The public shop
// loads none of it in the emulators.
import { initializeApp } from "firebase/app";
import { initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from "firebase/app-check";
import { appCheckSiteKey, firebaseOptions, useEmulators } from "./config";

export const app = initializeApp(firebaseOptions);

// App Check must start before any other service sends a request. Never in the
// emulators: they do not verify App Check tokens and there is no site key.
export const appCheck: AppCheck | null =
  appCheckSiteKey && !useEmulators
    ? initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey), isTokenAutoRefreshEnabled: true })
    : null;
