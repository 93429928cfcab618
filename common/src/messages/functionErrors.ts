// Arabic messages of the errors the Cloud Functions answer with (HttpsError
// message; the web app shows them as they come), and of the client's own
// failures to reach them (`ar.errors`).
import { catalog } from "./compiled/ar/functionErrors.js";
import { section } from "./i18n.js";

export const functionErrorMessages = section("functionErrors", catalog, (t) => ({
  paymentOutcomes: {
    webhook: {
      get unknownOrder() {
        return t("orderNotFound");
      },
    },
  },
}));

export const paymentMessages = functionErrorMessages.paymentOutcomes;

export const inputMessages = functionErrorMessages.input;
