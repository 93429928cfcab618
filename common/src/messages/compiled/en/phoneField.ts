// Compiled from catalogs/en/phoneField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"phoneField.country\":[\"Country\"],\"phoneField.shortNames.SA\":[\"Saudi Arabia\"],\"phoneField.shortNames.AE\":[\"UAE\"],\"phoneField.invalid\":[\"This phone number isn't valid for the selected country. Enter it as it's written in that country, or in international format, e.g. ‎+966551234567.\"]}");
