import { LANG } from '@shop/contract';

const oneDecimal = new Intl.NumberFormat(`${LANG}-SK`, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(`${LANG}-SK`, { maximumFractionDigits: 0 });

export type FileSizeUnit = 'b' | 'kb' | 'mb' | 'gb';

/** `1_258_291` → `{ value: '1,2', unit: 'mb' }` (shown "1,2 MB"); 1 kB = 1024 B. */
export function fileSize(bytes: number): { value: string; unit: FileSizeUnit } {
  const b = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  if (b < 1024) return { value: whole.format(b), unit: 'b' };
  if (b < 1024 ** 2) return { value: oneDecimal.format(b / 1024), unit: 'kb' };
  if (b < 1024 ** 3) return { value: oneDecimal.format(b / 1024 ** 2), unit: 'mb' };
  return { value: oneDecimal.format(b / 1024 ** 3), unit: 'gb' };
}
