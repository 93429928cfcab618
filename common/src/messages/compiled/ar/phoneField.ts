// Compiled from catalogs/ar/phoneField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"phoneField.country\":[\"الدولة\"],\"phoneField.shortNames.SA\":[\"السعودية\"],\"phoneField.shortNames.AE\":[\"الإمارات\"],\"phoneField.invalid\":[\"رقم الهاتف غير صحيح للدولة المختارة. اكتبه كما يُكتب في الدولة المختارة، أو بصيغته الدولية مثل ‎+966551234567.\"]}");
