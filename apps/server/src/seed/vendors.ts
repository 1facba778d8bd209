/** Invented brands (no real trademarks); `prefix` starts every product code of the brand. */
export interface VendorSeed {
  slug: string;
  name: string;
  prefix: string;
  /** Brand colour used on product pictures and datasheets. */
  color: string;
}

export const VENDORS: readonly VendorSeed[] = [
  { slug: 'vidinet', name: 'Vidinet', prefix: 'VN', color: '#c8102e' },
  { slug: 'optivo', name: 'Optivo', prefix: 'OPT', color: '#0057b8' },
  { slug: 'alarmix', name: 'Alarmix', prefix: 'ALX', color: '#d35400' },
  { slug: 'securon', name: 'Securon', prefix: 'SCR', color: '#1e3a5f' },
  { slug: 'sentrix', name: 'Sentrix', prefix: 'STX', color: '#16a085' },
  { slug: 'portafon', name: 'Portafon', prefix: 'PF', color: '#2c3e50' },
  { slug: 'domofix', name: 'Domofix', prefix: 'DFX', color: '#8e44ad' },
  { slug: 'flameguard', name: 'Flameguard', prefix: 'FG', color: '#b22222' },
  { slug: 'ignis-protect', name: 'Ignis Protect', prefix: 'IGP', color: '#e67e22' },
  { slug: 'accessa', name: 'Accessa', prefix: 'ACS', color: '#27ae60' },
  { slug: 'lockwell', name: 'Lockwell', prefix: 'LW', color: '#34495e' },
  { slug: 'netlio', name: 'Netlio', prefix: 'NTL', color: '#0097a7' },
  { slug: 'kabelon', name: 'Kabelon', prefix: 'KBL', color: '#6d4c41' },
  { slug: 'rackster', name: 'Rackster', prefix: 'RKS', color: '#455a64' },
  { slug: 'voltis', name: 'Voltis', prefix: 'VLT', color: '#f39c12' },
  { slug: 'edusec', name: 'EduSec', prefix: 'EDS', color: '#5d4037' },
];

export function vendorBySlug(slug: string): VendorSeed {
  const v = VENDORS.find((x) => x.slug === slug);
  if (!v) throw new Error(`unknown vendor ${slug}`);
  return v;
}
