// The errors the Cloud Functions answer with (HttpsError message; the web app
// shows them as they come), with those a page words itself (callErrors.ts):
// `ar.errors`.
import { callErrorMessages } from "./callErrors.js";
import { catalog } from "./compiled/ar/functionErrors.js";
import { section } from "./i18n.js";

export const functionErrorMessages = section(
  "functionErrors",
  catalog,
  (t) =>
    // The page's own words too, their getters kept (a spread would read them once).
    Object.defineProperties(
      {
        paymentOutcomes: {
          webhook: {
            get unknownOrder() {
              return t("orderNotFound");
            },
          },
        },
      },
      Object.getOwnPropertyDescriptors(callErrorMessages),
    ) as typeof callErrorMessages & { paymentOutcomes: { webhook: { readonly unknownOrder: string } } },
);

export const paymentMessages = functionErrorMessages.paymentOutcomes;

export { inputMessages } from "./inputErrors.js";
