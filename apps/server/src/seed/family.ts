import type { DeviceKind } from './images.ts';
import type { Rng } from './random.ts';
import type { VendorSeed } from './vendors.ts';

/** [parameter name, value, unit] */
export type Param = [string, string, string?];

/** One generated product before it gets ids, slug, stock and pictures. */
export interface Draft {
  code: string;
  name: string;
  short: string;
  /** Bullet points of the HTML description. */
  features: string[];
  params: Param[];
  /** List price excl. VAT in euros (rounded to …,90 later). */
  eur: number;
  /** Text the picture prints (capacity, ports, title…). */
  note?: string;
  unit?: string;
  housing?: string;
}

/** A product line: which leaf category, which picture, which brands, and how a model is made. */
export interface Family {
  leaf: string;
  kind: DeviceKind;
  vendors: string[];
  count: number;
  /** First paragraph of every description in the family. */
  intro: string;
  /** Closing paragraph (where it is used). */
  use: string;
  vat?: number;
  make(r: Rng, v: VendorSeed, i: number): Draft;
}

/** Helper to write families with type checking. */
export const family = (f: Family): Family => f;

/** Decimal comma as in Slovak ("2,8"). */
export const dec = (n: number): string => String(n).replace('.', ',');

/** Picks the i-th item cyclically (deterministic variety inside a family). */
export const nth = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
