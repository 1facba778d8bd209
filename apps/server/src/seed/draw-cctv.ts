import {
  box,
  circle,
  ellipse,
  floorShadow,
  grid,
  isLight,
  type Look,
  label,
  lens,
  logo,
  path,
  rect,
  shade,
  shaded,
  text,
} from './svg.ts';

/** Transform that lays content flat on the top face of a `box()` (depth goes up and to the right). */
export const onTop = (x: number, y: number, content: string) =>
  `<g transform="matrix(1 0 -0.88 0.64 ${x} ${y})">${content}</g>`;

const cable = (d: string) => path(d, 'none', 'stroke="#222" stroke-width="9" stroke-linecap="round"');

export function bullet(l: Look): string {
  return (
    floorShadow(420, 690, 250) +
    cable('M620 395 C700 400 690 520 640 560') +
    rect(470, 648, 130, 26, shade(l.housing, -0.15), 6) +
    shaded(513, 470, 44, 180, l.housing, 8) +
    circle(535, 468, 34, shade(l.housing, -0.1)) +
    path('M150 346 L162 302 Q172 288 196 288 L604 288 Q626 288 626 310 L626 346 Z', shade(l.housing, 0.1)) +
    path('M150 346 L162 302 Q172 288 196 288 L604 288 Q626 288 626 310 L626 346 Z', 'url(#sh)') +
    shaded(176, 328, 450, 128, l.housing, 56) +
    ellipse(192, 392, 40, 62, '#1f2329') +
    ellipse(184, 392, 26, 36, 'url(#gl)') +
    circle(176, 382, 9, 'url(#rf)') +
    grid(196, 344, 1, 2, 9, 9, 80, '#6b1212', 5) +
    logo(420, 378, l, 28) +
    label(320, 396, 220, l, 12)
  );
}

export function dome(l: Look): string {
  return (
    floorShadow(400, 640, 270) +
    ellipse(400, 540, 235, 72, shade(l.housing, -0.3)) +
    rect(165, 470, 470, 70, l.housing) +
    rect(165, 470, 470, 70, 'url(#sx)') +
    ellipse(400, 470, 235, 72, shade(l.housing, 0.15)) +
    path('M222 474 A178 170 0 0 1 578 474 Z', '#2a3038', 'opacity=".93"') +
    lens(400, 405, 50) +
    grid(318, 396, 2, 1, 12, 12, 140, '#7a1818', 6) +
    ellipse(330, 360, 60, 28, 'url(#rf)', 'opacity=".6"') +
    logo(290, 516, l, 22) +
    label(410, 478, 200, l, 11)
  );
}

export function turret(l: Look): string {
  return (
    floorShadow(400, 650, 250) +
    ellipse(400, 560, 220, 64, shade(l.housing, -0.3)) +
    rect(180, 500, 440, 60, l.housing) +
    rect(180, 500, 440, 60, 'url(#sx)') +
    ellipse(400, 500, 220, 64, shade(l.housing, 0.12)) +
    circle(400, 380, 160, l.housing) +
    circle(400, 380, 160, 'url(#sh)') +
    circle(410, 396, 100, '#1c2026') +
    lens(410, 400, 46) +
    grid(340, 392, 2, 1, 12, 12, 128, '#7a1818', 6) +
    circle(340, 300, 50, 'url(#rf)', 'opacity=".5"') +
    logo(300, 540, l, 22) +
    label(410, 506, 190, l, 11)
  );
}

export function ptz(l: Look): string {
  return (
    floorShadow(420, 700, 220) +
    shaded(690, 130, 40, 200, shade(l.housing, -0.1), 8) +
    shaded(470, 196, 230, 40, l.housing, 16) +
    ellipse(400, 232, 112, 30, shade(l.housing, 0.15)) +
    rect(288, 232, 224, 190, l.housing) +
    rect(288, 232, 224, 190, 'url(#sx)') +
    path('M288 420 A112 120 0 0 0 512 420 Z', '#2a3038', 'opacity=".95"') +
    lens(400, 470, 40) +
    ellipse(350, 450, 34, 16, 'url(#rf)', 'opacity=".6"') +
    logo(400, 290, l, 24) +
    label(300, 318, 200, l, 12) +
    text(400, 404, l.note ?? '', 13, isLight(l.housing) ? '#555' : '#ccc')
  );
}

export function recorder(l: Look): string {
  const leds = ['#3ddc84', '#3ddc84', '#2196f3', '#ffb300'].map((c, i) => circle(420 + i * 24, 402, 6, c)).join('');
  return (
    floorShadow(430, 500, 330, 40) +
    box(140, 360, 500, 96, 170, l.housing) +
    onTop(230, 320, grid(0, 0, 14, 3, 18, 6, 8, shade(l.housing, -0.35), 2)) +
    onTop(520, 322, label(0, 0, 200, l, 12)) +
    logo(170, 402, l, 22, true, 'start') +
    text(170, 432, l.note ?? 'NVR', 13, '#c7ccd3', { anchor: 'start' }) +
    leds +
    rect(540, 392, 30, 14, '#111', 2) +
    text(626, 440, l.code, 12, '#aab1ba', { anchor: 'end' })
  );
}

export function hdd(l: Look): string {
  return (
    floorShadow(410, 680, 230) +
    rect(236, 176, 340, 470, 'url(#mt)', 12) +
    grid(252, 190, 2, 2, 14, 14, 280, '#6d757d', 7) +
    rect(262, 212, 290, 300, '#fbfbf7', 6) +
    rect(262, 212, 290, 56, l.brand, 6) +
    text(407, 252, l.vendor.toUpperCase(), 28, '#fff', { weight: 'bold', extra: 'letter-spacing="2"' }) +
    text(407, 340, l.note ?? '4 TB', 56, '#222', { weight: 'bold' }) +
    text(407, 380, 'Surveillance · 24/7', 18, '#555') +
    text(407, 430, l.code, 17, '#222') +
    grid(290, 455, 20, 1, 8, 30, 4, '#222', 0) +
    rect(262, 540, 290, 80, '#1f6f43', 4) +
    grid(280, 560, 5, 2, 30, 14, 22, '#caa54a', 2)
  );
}

export function monitor(l: Look): string {
  return (
    floorShadow(400, 650, 210) +
    ellipse(400, 612, 150, 24, shade(l.housing, -0.2)) +
    shaded(378, 520, 44, 90, shade(l.housing, 0.1), 4) +
    rect(120, 170, 560, 362, l.housing, 14) +
    rect(142, 190, 516, 316, 'url(#sc)', 4) +
    path('M400 190 V506 M142 348 H658', 'none', 'stroke="#0d1620" stroke-width="4"') +
    path(
      'M180 330 l40-50 l40 50 z M300 330 h70 v-30 h-70z M450 300 q40-40 80 0 v30 h-80z',
      '#0f1d2b',
      'opacity=".55"',
    ) +
    path('M180 480 h180 M460 470 l60-60 l60 60', 'none', 'stroke="#9cc2e6" stroke-width="6" opacity=".5"') +
    text(150, 212, 'CAM 01', 12, '#dfeeff', { anchor: 'start' }) +
    text(408, 212, 'CAM 02', 12, '#dfeeff', { anchor: 'start' }) +
    rect(142, 190, 516, 150, 'url(#rf)', 4, 'opacity=".12"') +
    logo(400, 526, l, 14, true) +
    text(662, 526, l.code, 11, '#9aa3ad', { anchor: 'end' })
  );
}

export function junctionBox(l: Look): string {
  return (
    floorShadow(400, 600, 250) +
    ellipse(400, 520, 220, 70, shade(l.housing, -0.3)) +
    rect(180, 380, 440, 140, l.housing) +
    rect(180, 380, 440, 140, 'url(#sx)') +
    ellipse(400, 380, 220, 70, shade(l.housing, 0.12)) +
    ellipse(400, 380, 150, 46, shade(l.housing, 0.05), 'stroke="#bbb"') +
    [0, 1, 2]
      .map((i) =>
        circle(400 + Math.round(Math.cos(i * 2.1) * 120), 380 + Math.round(Math.sin(i * 2.1) * 36), 9, '#888'),
      )
      .join('') +
    shaded(600, 430, 60, 44, '#333', 8) +
    logo(330, 450, l, 26) +
    label(300, 466, 220, l, 12)
  );
}

export function bracket(l: Look): string {
  return (
    floorShadow(420, 680, 220) +
    shaded(160, 200, 120, 380, l.housing, 14) +
    grid(196, 236, 1, 4, 48, 22, 70, shade(l.housing, -0.4), 11) +
    shaded(270, 330, 320, 80, l.housing, 10) +
    ellipse(600, 470, 120, 34, shade(l.housing, -0.25)) +
    rect(480, 420, 240, 50, l.housing) +
    rect(480, 420, 240, 50, 'url(#sx)') +
    ellipse(600, 420, 120, 34, shade(l.housing, 0.15)) +
    shaded(570, 380, 60, 50, l.housing, 6) +
    logo(430, 380, l, 22) +
    label(300, 520, 220, l, 12)
  );
}

export function connectorBag(l: Look): string {
  const plug = (x: number, y: number) =>
    rect(x, y, 60, 90, '#dde7ef', 8, 'opacity=".9" stroke="#9fb3c4"') +
    grid(x + 8, y + 6, 8, 1, 3, 22, 2, '#caa54a', 0) +
    rect(x + 20, y + 90, 20, 40, '#cfd8dc', 3);
  return (
    floorShadow(400, 690, 250) +
    rect(190, 150, 420, 520, '#eef3f7', 18, 'stroke="#c5d1db" stroke-width="3" opacity=".95"') +
    rect(190, 150, 420, 34, '#d32f2f', 10) +
    plug(240, 230) +
    plug(330, 250) +
    plug(420, 226) +
    plug(500, 260) +
    rect(230, 440, 340, 190, '#fff', 6, 'stroke="#ccc"') +
    logo(400, 490, l, 30) +
    text(400, 530, l.code, 20, '#222') +
    text(400, 580, l.note ?? '100 ks', 30, '#222', { weight: 'bold' }) +
    rect(190, 150, 420, 520, 'url(#sh)', 18, 'opacity=".5"')
  );
}
