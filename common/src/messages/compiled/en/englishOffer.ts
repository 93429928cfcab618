// Compiled from catalogs/en/englishOffer.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"englishOffer.offer.question\":\"View this page in English?\",\"englishOffer.offer.yes\":\"Yes\",\"englishOffer.offer.no\":\"No, thanks\"}");
