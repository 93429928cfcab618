// Counts and shares for display: grouped, with Latin digits always (as
// formatMoney and the dates do, so every device shows the same digits).
const counts = new Intl.NumberFormat("ar", { numberingSystem: "latn" });
const shares = new Intl.NumberFormat("ar", { numberingSystem: "latn", style: "percent", maximumFractionDigits: 1 });

/** "12,500". */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** `part` of `whole` as a percentage ("0.4%", "45%"), undefined when there is no whole. */
export function formatShare(part: number, whole: number): string | undefined {
  return whole > 0 ? shares.format(part / whole) : undefined;
}
