/**
 * Our units of measure (`products.unit_of_measure`, as printed on documents) as the codes an
 * e-invoice needs (BT-130, UN/ECE Recommendation 20, with Recommendation 21 package codes prefixed
 * by X as EN 16931 allows). One place: a new unit in the catalogue gets its code here.
 */
const UNIT_CODES: Record<string, string> = {
  ks: 'H87', // piece
  m: 'MTR', // metre
  bal: 'XPK', // package (Rec. 21 PK)
  kotúč: 'XRL', // reel (Rec. 21 RL): cable sold by the reel
  pár: 'PR', // pair
  sada: 'SET',
  súprava: 'SET',
  kg: 'KGM',
  l: 'LTR',
  hod: 'HUR',
};

/** Shipping and payment: a service counted once ("one", Rec. 20 C62). */
export const FEE_UNIT_CODE = 'C62';

/** The code of a unit; an unknown one counts as pieces (H87) rather than making an invalid document. */
export function unitCode(unit: string): string {
  return UNIT_CODES[unit.trim().toLowerCase()] ?? 'H87';
}
