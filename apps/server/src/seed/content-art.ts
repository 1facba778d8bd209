import { drawDevice, type ImageInput } from './images.ts';
import { esc } from './random.ts';
import { FONT, svgDocument } from './svg.ts';

/** Promo artwork for the home banners (1200 × 400) and blog pictures (800 × 500). */
export interface Art {
  /** Gradient from → to. */
  colors: readonly [string, string];
  devices: ImageInput[];
}

function placed(devices: readonly ImageInput[], x0: number, y: number, scale: number, step: number): string {
  return devices
    .map((d, i) => `<g transform="translate(${x0 + i * step} ${y}) scale(${scale})">${drawDevice(d)}</g>`)
    .join('');
}

function backdrop(w: number, h: number, colors: readonly [string, string]): { defs: string; body: string } {
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.62}" fill="#fff" opacity=".08"/>` +
    `<circle cx="${w * 0.9}" cy="${h * 0.1}" r="${h * 0.35}" fill="#fff" opacity=".06"/>` +
    `<path d="M0 ${h} L${w * 0.42} ${h} L${w * 0.3} ${h * 0.72} Z" fill="#000" opacity=".08"/>`;
  return { defs, body };
}

/** Banner with a two-line headline, a subline and a call-to-action button. */
export function bannerSvg(headline: [string, string], subline: string, badge: string | null, art: Art): string {
  const { defs, body } = backdrop(1200, 400, art.colors);
  const text = (x: number, y: number, s: string, size: number, weight = 'bold', fill = '#fff') =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${esc(s)}</text>`;
  const n = art.devices.length;
  return svgDocument(
    1200,
    400,
    body +
      placed(art.devices, n > 1 ? 640 : 720, n > 1 ? 30 : 10, n > 1 ? 0.44 : 0.5, 250) +
      text(60, 120, headline[0], 46) +
      text(60, 176, headline[1], 46) +
      text(60, 226, subline, 22, 'normal', '#e8eef5') +
      `<rect x="60" y="268" width="250" height="58" rx="29" fill="#fff"/>` +
      `<text x="185" y="305" font-family="${FONT}" font-size="20" font-weight="bold" fill="${art.colors[1]}" text-anchor="middle">Zobraziť ponuku</text>` +
      (badge
        ? `<circle cx="1110" cy="86" r="62" fill="#ffd54f"/><text x="1110" y="100" font-family="${FONT}" font-size="38" font-weight="bold" fill="#3e2723" text-anchor="middle">${esc(badge)}</text>`
        : ''),
    defs,
  );
}

/** Blog picture: the topic's devices on a coloured backdrop with a small topic label. */
export function blogSvg(topic: string, art: Art): string {
  const { defs, body } = backdrop(800, 500, art.colors);
  const n = art.devices.length;
  return svgDocument(
    800,
    500,
    body +
      placed(art.devices, n > 1 ? 60 : 190, n > 1 ? 70 : 40, n > 1 ? 0.5 : 0.55, 340) +
      `<rect x="30" y="30" width="${topic.length * 13 + 40}" height="44" rx="22" fill="#fff" opacity=".92"/>` +
      `<text x="50" y="59" font-family="${FONT}" font-size="20" font-weight="bold" fill="${art.colors[1]}">${esc(topic)}</text>`,
    defs,
  );
}
