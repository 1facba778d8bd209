import { MediaErrorCode } from '@shop/contract';
import { uploadRefused } from './image-processing.ts';

/**
 * A PDF by its structure, not its name or declared type: it starts with the `%PDF-1.x` or
 * `%PDF-2.0` header and ends (within its last kilobyte, as readers look for it) with `%%EOF`,
 * with a cross-reference (`startxref`) before it. A renamed program or web page has none of these.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-(1\.[0-7]|2\.0)\s/.test(bytes.toString('latin1', 0, 9))) return false;
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - 1024));
  return /startxref\s+\d+\s+%%EOF\s*$/.test(tail);
}

export function assertPdf(bytes: Buffer, name: string): void {
  if (!isPdf(bytes)) {
    throw uploadRefused(
      MediaErrorCode.notAPdf,
      `Súbor „${name}“ nie je dokument PDF. Prílohy (technické listy, návody, certifikáty) sa nahrávajú ako PDF.`,
    );
  }
}
