// The QR code of a Saudi simplified tax invoice (ZATCA e-invoicing, phase 1):
// five fields, each a tag-length-value record (one byte of tag, one byte of
// length, the value's UTF-8 bytes), concatenated and encoded in Base64.
// Tags: 1 the seller's name, 2 the seller's VAT number, 3 the invoice's time
// stamp (ISO 8601), 4 the invoice total with VAT, 5 the VAT total; amounts
// are decimal strings in the currency's major unit ("115.00").
// docs/product.md "Tax and invoices" says what phase 2 adds.

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-27T10:15:00Z. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
}

const TAG_ORDER = ["sellerName", "vatNumber", "timestamp", "totalWithVat", "vatTotal"] as const;

/** The Base64 text the invoice's QR code holds. RangeError when a value is longer than 255 bytes. */
export function encodeZatcaQr(fields: ZatcaQrFields): string {
  const encoder = new TextEncoder();
  const records = TAG_ORDER.map((name, index) => {
    const value = encoder.encode(fields[name]);
    if (value.length > 255) throw new RangeError(`ZATCA QR field ${name} is longer than 255 bytes`);
    return [index + 1, value.length, ...value];
  });
  return bytesToBase64(Uint8Array.from(records.flat()));
}

/** The five fields back from a QR's text; throws on anything that is not one. */
export function decodeZatcaQr(base64: string): ZatcaQrFields {
  const bytes = base64ToBytes(base64);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const values = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) throw new Error("Truncated TLV record");
    values.set(tag, decoder.decode(bytes.subarray(at + 2, at + 2 + length)));
    at += 2 + length;
  }
  const entries = TAG_ORDER.map((name, index) => {
    const value = values.get(index + 1);
    if (value === undefined) throw new Error(`TLV tag ${index + 1} (${name}) is missing`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as unknown as ZatcaQrFields;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
