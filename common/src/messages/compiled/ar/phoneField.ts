// Compiled from catalogs/ar/phoneField.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly country: string;
  readonly shortNames: {
    readonly SA: string;
    readonly AE: string;
  };
  readonly invalid: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"country\":[\"الدولة\"],\"shortNames\":{\"SA\":[\"السعودية\"],\"AE\":[\"الإمارات\"]},\"invalid\":[\"رقم الهاتف غير صحيح للدولة المختارة. اكتبه كما يُكتب في الدولة المختارة، أو بصيغته الدولية مثل ‎+966551234567.\"]}");
