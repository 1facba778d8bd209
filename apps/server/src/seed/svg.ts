import { esc } from './random.ts';

/**
 * Small SVG toolkit for the generated product pictures, banners and blog images. Every drawing
 * uses only the shared gradients in DEFS (ids sh, sx, gl, rf, fs, sc, mt), so several devices can
 * be placed in one picture; colours vary through solid fills under the shading overlays.
 */
export const FONT = 'DejaVu Sans, Arial, sans-serif';

export const DEFS =
  '<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>' +
  '<linearGradient id="sx" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".35" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>' +
  '<radialGradient id="gl" cx=".35" cy=".35" r=".75"><stop offset="0" stop-color="#7d8fa6"/><stop offset=".35" stop-color="#1c2633"/><stop offset="1" stop-color="#020304"/></radialGradient>' +
  '<radialGradient id="rf" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="fs" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
  '<linearGradient id="sc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b8fc7"/><stop offset=".55" stop-color="#2d4f73"/><stop offset="1" stop-color="#16283b"/></linearGradient>' +
  '<linearGradient id="mt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8ebee"/><stop offset=".5" stop-color="#b7bec6"/><stop offset="1" stop-color="#8a939c"/></linearGradient>';

/** What a drawing prints and how it is coloured. */
export interface Look {
  vendor: string;
  code: string;
  /** Brand colour (logo, accents). */
  brand: string;
  /** Housing colour. */
  housing: string;
  /** Optional short text for the device (capacity, port count, title…). */
  note?: string;
}

/** A drawing of a device centred around (400, 400) within about 560 × 560 units. */
export type Drawer = (l: Look) => string;

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const t = amount < 0 ? 0 : 255;
  const p = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (t - c) * p);
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** True for light colours (dark text reads on them). */
export function isLight(hex: string): boolean {
  const [r, g, b] = hexToRgb(hex);
  return r * 0.299 + g * 0.587 + b * 0.114 > 150;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const poly = (points: number[], fill: string, extra = '') =>
  `<polygon points="${points.join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: { weight?: 'bold'; anchor?: 'start' | 'middle' | 'end'; extra?: string } = {},
): string {
  const anchor = opts.anchor ?? 'middle';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${opts.weight ? ' font-weight="bold"' : ''}${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''} fill="${fill}"${opts.extra ? ` ${opts.extra}` : ''}>${esc(content)}</text>`;
}

/** Rectangle with the vertical shading overlay. */
export function shaded(x: number, y: number, w: number, h: number, fill: string, rx = 0, overlay = 'sh'): string {
  return rect(x, y, w, h, fill, rx) + rect(x, y, w, h, `url(#${overlay})`, rx);
}

/** A box seen slightly from above and the right: front, top and side faces. */
export function box(x: number, y: number, w: number, h: number, d: number, fill: string, rx = 4): string {
  const dx = Math.round(d * 0.55);
  const dy = Math.round(d * 0.4);
  return (
    poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], shade(fill, 0.25)) +
    poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], shade(fill, -0.28)) +
    shaded(x, y, w, h, fill, rx)
  );
}

/** The brand as a logo-like word. */
export function logo(
  x: number,
  y: number,
  l: Look,
  size: number,
  onDark = false,
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  const fill = onDark && !isLight(l.brand) ? shade(l.brand, 0.55) : l.brand;
  return text(x, y, l.vendor.toUpperCase(), size, fill, { weight: 'bold', anchor, extra: 'letter-spacing="1"' });
}

/** White type label with the brand and the product code (as on real devices). */
export function label(x: number, y: number, w: number, l: Look, size = 15): string {
  const h = Math.round(size * 2.9);
  return (
    rect(x, y, w, h, '#fbfbf7', 3, 'stroke="#c9ccd1"') +
    text(x + 8, y + size + 4, l.vendor, size * 0.8, l.brand, { weight: 'bold', anchor: 'start' }) +
    text(x + 8, y + size * 2.3 + 4, l.code, size, '#222', { anchor: 'start' }) +
    rect(x + w - 34, y + 8, 26, h - 16, 'none', 0, 'stroke="#333" stroke-width="2" stroke-dasharray="2 3"')
  );
}

/** Floor shadow under a device. */
export const floorShadow = (cx: number, cy: number, rx: number, ry = rx * 0.12) => ellipse(cx, cy, rx, ry, 'url(#fs)');

/** A lens: dark glass with a highlight. */
export function lens(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r * 1.18, '#1a1d22') +
    circle(cx, cy, r, 'url(#gl)') +
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.35, 'url(#rf)')
  );
}

/** A grid of small rectangles (keys, ports, vents); one path unless the corners are well rounded. */
export function grid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
  rx = 2,
  extra = '',
): string {
  let out = '';
  if (rx <= 3) {
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) out += `M${x + c * (w + gap)} ${y + r * (h + gap)}h${w}v${h}h${-w}z`;
    return path(out, fill, extra);
  }
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += rect(x + c * (w + gap), y + r * (h + gap), w, h, fill, rx, extra);
  return out;
}

/** The shared gradients, keeping only those the body uses. */
function usedDefs(body: string): string {
  return DEFS.split(/(?=<(?:linear|radial)Gradient )/)
    .filter((def) => {
      const id = /id="([^"]+)"/.exec(def)?.[1];
      return id !== undefined && body.includes(`url(#${id})`);
    })
    .join('');
}

export function svgDocument(width: number, height: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${usedDefs(body)}${extraDefs}</defs>${body}</svg>`;
}
