/**
 * Discounts as staff type them (`12,5` %) and as the API carries them (basis points, 1250): whole
 * basis points from 0 to 100 %, a decimal comma or point; anything else is null.
 */
export function percentToBp(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalized)) return null;
  const bp = Math.round(Number(normalized) * 100);
  return bp <= 10_000 ? bp : null;
}

export const bpToPercent = (bp: number) => (bp / 100).toLocaleString('sk-SK', { maximumFractionDigits: 2 });
