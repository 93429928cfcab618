// Text and data written into HTML by a server or a build (the shop's served
// page, functions/src/catalogue/shopPage/; its build-time document, web/build/).

/** `value` as an element's text or a quoted attribute's value. */
export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** JSON inside a <script> element (data, never run): `<` escaped, so no `</script>` in the data can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
