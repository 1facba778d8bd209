import { onTop } from './draw-cctv.ts';
import {
  box,
  circle,
  ellipse,
  floorShadow,
  grid,
  isLight,
  type Look,
  label,
  logo,
  path,
  poly,
  rect,
  shade,
  shaded,
  text,
} from './svg.ts';

function ports(x: number, y: number, cols: number, rows: number, poe: boolean): string {
  let body = '';
  let tabs = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const px = x + c * 26 + Math.floor(c / 6) * 8;
      const py = y + r * 26;
      body += `M${px} ${py}h22v20h-22z`;
      tabs += `M${px + 7} ${py + 14}h8v6h-8z`;
    }
  return path(body, '#0d0f12', poe ? 'stroke="#f9a825" stroke-width="1.5"' : 'stroke="#777"') + path(tabs, '#333');
}

export function networkSwitch(patch: boolean) {
  return (l: Look): string => {
    const poe = (l.note ?? '').includes('PoE');
    const count = patch ? 24 : Number.parseInt(l.note ?? '', 10) || 16;
    const cols = Math.min(12, Math.ceil(count / 2));
    return (
      floorShadow(410, 500, 340, 40) +
      box(50, 370, 610, 84, 180, l.housing, 4) +
      onTop(150, 334, grid(0, 0, 18, 2, 14, 6, 9, shade(l.housing, -0.35))) +
      onTop(430, 340, label(0, 0, 210, l, 12)) +
      rect(60, 382, 14, 60, shade(l.housing, -0.2), 2) +
      rect(636, 382, 14, 60, shade(l.housing, -0.2), 2) +
      logo(86, 404, l, 17, true, 'start') +
      text(86, 428, patch ? 'Cat6 · 24 portov' : (l.note ?? ''), 11, '#c7ccd3', { anchor: 'start' }) +
      ports(262, 384, cols, 2, poe && !patch) +
      (patch ? '' : grid(582, 392, 2, 1, 22, 22, 6, '#9aa3ad', 2) + grid(240, 390, 1, 2, 8, 8, 16, '#3ddc84', 4))
    );
  };
}

export function cableReel(l: Look): string {
  let coil = '';
  for (let r = 88; r < 200; r += 14)
    coil += circle(400, 400, r, 'none', `stroke="${shade(l.housing, -0.25)}" stroke-width="3"`);
  return (
    floorShadow(400, 680, 260) +
    circle(400, 400, 262, '#c8b89a') +
    circle(400, 400, 262, 'url(#sh)') +
    circle(400, 400, 204, l.housing) +
    coil +
    circle(400, 400, 80, '#b8a27c') +
    grid(370, 370, 2, 2, 16, 16, 28, '#6d5a3a', 8) +
    path(
      'M600 400 C660 460 700 560 730 640',
      'none',
      `stroke="${l.housing}" stroke-width="16" stroke-linecap="round"`,
    ) +
    rect(250, 520, 300, 110, '#fff', 6, 'stroke="#bbb"') +
    text(270, 556, l.vendor, 22, l.brand, { weight: 'bold', anchor: 'start' }) +
    text(270, 586, l.code, 18, '#222', { anchor: 'start' }) +
    text(270, 614, l.note ?? '', 15, '#444', { anchor: 'start' })
  );
}

export function cableBox(l: Look): string {
  return (
    floorShadow(430, 680, 280) +
    box(180, 250, 380, 400, 150, '#c9a874', 6) +
    onTop(260, 226, rect(0, 0, 120, 50, '#b08e5a', 6)) +
    path(
      'M560 470 C640 480 680 560 720 660',
      'none',
      `stroke="${l.housing}" stroke-width="14" stroke-linecap="round"`,
    ) +
    circle(560, 470, 22, '#8d6e48') +
    rect(210, 290, 320, 150, '#fff', 6) +
    rect(210, 290, 320, 48, l.brand, 6) +
    text(370, 324, l.vendor.toUpperCase(), 26, '#fff', { weight: 'bold' }) +
    text(370, 380, l.note ?? 'Cat6 U/UTP', 22, '#222', { weight: 'bold' }) +
    text(370, 418, l.code, 18, '#333') +
    text(370, 560, '305 m', 70, '#5d4126', { weight: 'bold' })
  );
}

export function accessPoint(l: Look): string {
  return (
    floorShadow(400, 620, 270) +
    ellipse(400, 462, 240, 124, shade(l.housing, -0.25)) +
    rect(160, 420, 480, 42, shade(l.housing, -0.05)) +
    ellipse(400, 420, 240, 124, l.housing) +
    ellipse(400, 420, 240, 124, 'url(#sh)') +
    ellipse(400, 400, 46, 22, 'none', 'stroke="#29b6f6" stroke-width="6"') +
    logo(400, 480, l, 24, !isLight(l.housing)) +
    text(400, 576, l.code, 13, '#555')
  );
}

export function antenna(l: Look): string {
  return (
    floorShadow(400, 730, 170) +
    rect(384, 70, 32, 660, 'url(#mt)', 4) +
    grid(360, 200, 1, 2, 80, 24, 260, '#8a939c', 6) +
    shaded(286, 110, 228, 500, l.housing, 30) +
    rect(286, 110, 228, 500, 'url(#sx)', 30, 'opacity=".5"') +
    logo(400, 250, l, 24, !isLight(l.housing)) +
    text(400, 290, l.note ?? '5 GHz', 18, isLight(l.housing) ? '#555' : '#ddd') +
    label(306, 470, 188, l, 11) +
    rect(380, 610, 40, 34, '#333', 4)
  );
}

export function rack(l: Look): string {
  const units = Array.from(
    { length: 7 },
    (_, i) =>
      rect(272, 210 + i * 56, 256, 40, i % 2 ? '#3a3f45' : '#23272c', 3) + circle(500, 230 + i * 56, 4, '#3ddc84'),
  ).join('');
  return (
    floorShadow(460, 700, 290) +
    box(230, 150, 340, 530, 120, l.housing, 6) +
    units +
    rect(252, 176, 296, 480, '#9fb4c8', 4, 'opacity=".3"') +
    path('M260 640 L540 190 V300 L330 640 Z', '#fff', 'opacity=".12"') +
    rect(530, 380, 12, 80, '#aaa', 4) +
    text(400, 168, l.vendor.toUpperCase(), 13, isLight(l.housing) ? l.brand : '#e0e0e0', { weight: 'bold' }) +
    label(260, 600, 230, l, 12)
  );
}

export function ups(l: Look): string {
  return (
    floorShadow(460, 680, 230) +
    box(280, 180, 240, 480, 160, l.housing, 10) +
    rect(318, 230, 164, 70, '#6fb3e0', 6) +
    text(400, 262, '230 V', 22, '#0b2a3f', { weight: 'bold' }) +
    text(400, 288, 'Batéria 100 %', 13, '#0b2a3f') +
    circle(400, 350, 22, shade(l.housing, -0.3), 'stroke="#3ddc84" stroke-width="4"') +
    logo(400, 420, l, 24, !isLight(l.housing)) +
    text(400, 450, l.note ?? '', 16, isLight(l.housing) ? '#333' : '#ddd') +
    grid(310, 500, 8, 4, 14, 8, 8, shade(l.housing, -0.35), 2) +
    text(400, 630, l.code, 13, isLight(l.housing) ? '#555' : '#aab')
  );
}

export function psu(l: Look): string {
  return (
    floorShadow(440, 600, 280) +
    box(200, 300, 400, 220, 130, l.housing, 6) +
    onTop(260, 280, grid(0, 0, 12, 4, 14, 10, 8, shade(l.housing, -0.35), 2)) +
    rect(220, 460, 360, 44, '#1c1f24', 4) +
    ['L', 'N', '⏚', '−V', '+V', '+V']
      .map((t, i) => circle(250 + i * 60, 476, 10, '#b0b7be') + text(250 + i * 60, 500, t, 10, '#ddd'))
      .join('') +
    logo(230, 360, l, 22, !isLight(l.housing), 'start') +
    text(230, 390, l.note ?? '12 V DC', 18, isLight(l.housing) ? '#333' : '#eee', { weight: 'bold', anchor: 'start' }) +
    label(390, 330, 190, l, 12) +
    circle(560, 420, 8, '#3ddc84')
  );
}

export function book(l: Look): string {
  const title = l.note ?? 'Príručka technika';
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${w}`.length <= 16) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return (
    floorShadow(430, 690, 250) +
    box(250, 140, 300, 520, 60, '#f4f1ea', 4) +
    shaded(250, 140, 300, 520, l.brand, 4, 'sx') +
    rect(250, 140, 22, 520, shade(l.brand, -0.3)) +
    rect(290, 190, 230, 4, '#fff') +
    lines
      .slice(0, 5)
      .map((t, i) => text(400, 250 + i * 38, t, 28, '#fff', { weight: 'bold' }))
      .join('') +
    rect(290, 460, 230, 4, '#fff') +
    text(400, 560, l.vendor, 24, '#fff', { weight: 'bold' }) +
    text(400, 600, l.code, 14, shade(l.brand, 0.7))
  );
}

/** The product's retail box with the device on the front (4th picture of a product). */
export function packagingBox(l: Look, device: string): string {
  return (
    floorShadow(440, 700, 320) +
    box(150, 250, 420, 430, 190, '#f7f8fa', 6) +
    poly([150, 250, 255, 174, 675, 174, 570, 250], '#dfe4ea') +
    poly([150, 250, 176, 231, 596, 231, 570, 250], l.brand) +
    onTop(300, 222, text(0, 0, l.vendor.toUpperCase(), 30, l.brand, { weight: 'bold', anchor: 'start' })) +
    rect(150, 250, 420, 70, l.brand, 6) +
    text(170, 298, l.vendor.toUpperCase(), 28, '#fff', { weight: 'bold', anchor: 'start' }) +
    `<g transform="translate(160 265) scale(.5)">${device}</g>` +
    text(360, 640, l.code, 20, '#222', { weight: 'bold' }) +
    text(360, 666, 'Profesionálna bezpečnostná technika', 12, '#666') +
    rect(150, 250, 420, 430, 'url(#sh)', 6, 'opacity=".35"')
  );
}
