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

export function alarmPanel(l: Look): string {
  return (
    floorShadow(440, 660, 260) +
    box(220, 200, 360, 440, 80, l.housing, 8) +
    onTop(260, 186, grid(0, 0, 10, 1, 16, 6, 10, shade(l.housing, -0.35))) +
    path('M240 250 H560', 'none', `stroke="${shade(l.housing, -0.2)}" stroke-width="3"`) +
    logo(400, 320, l, 36) +
    rect(300, 350, 200, 28, '#1c1f24', 6) +
    ['#3ddc84', '#ffb300', '#e53935'].map((c, i) => circle(340 + i * 60, 364, 7, c)).join('') +
    text(400, 412, l.note ?? 'Zabezpečovacia ústredňa', 15, '#555') +
    grid(250, 470, 12, 1, 16, 60, 9, shade(l.housing, -0.25), 3) +
    label(250, 556, 230, l, 13) +
    circle(545, 585, 12, '#999')
  );
}

export function keypad(touch: boolean) {
  return (l: Look): string => {
    const body = touch ? '#15181c' : l.housing;
    const keyFill = touch ? '#15181c' : shade(l.housing, -0.08);
    const keyText = touch ? '#7cc4ff' : '#333';
    const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
    let keys = '';
    digits.forEach((d, i) => {
      const x = 296 + (i % 3) * 72;
      const y = 330 + Math.floor(i / 3) * 56;
      keys +=
        rect(x, y, 60, 42, keyFill, 8, touch ? 'stroke="#2f80c8"' : 'stroke="#aab"') +
        text(x + 30, y + 29, d, 20, keyText, { weight: 'bold' });
    });
    return (
      floorShadow(400, 690, 190) +
      shaded(256, 148, 288, 520, body, 26) +
      rect(290, 188, 220, 100, touch ? '#0b2740' : '#b9d88f', 8) +
      text(400, 228, touch ? '12:45' : 'ODSTRÁŽENÉ', touch ? 34 : 19, touch ? '#9fd3ff' : '#1f3a12', {
        weight: 'bold',
      }) +
      text(400, 266, touch ? 'Systém pripravený' : 'Po 08:15  Zóna 1–8', 13, touch ? '#9fd3ff' : '#1f3a12') +
      ['#3ddc84', '#ffb300', '#e53935'].map((c, i) => circle(350 + i * 50, 308, 6, c)).join('') +
      keys +
      logo(400, 590, l, 22, !isLight(body)) +
      text(400, 620, l.code, 13, touch ? '#8a96a3' : '#666')
    );
  };
}

export function remote(l: Look): string {
  const btn = (x: number, y: number, icon: string) => circle(x, y, 40, shade(l.housing, -0.15), 'stroke="#888"') + icon;
  const lock = (x: number, y: number, open: boolean) =>
    rect(x - 14, y - 4, 28, 22, '#333', 3) +
    path(
      open ? `M${x - 9} ${y - 4} v-10 a9 9 0 0 1 18 0` : `M${x - 9} ${y - 4} v-8 a9 9 0 0 1 18 0 v8`,
      'none',
      'stroke="#333" stroke-width="4"',
    );
  return (
    floorShadow(410, 700, 180) +
    circle(400, 145, 52, 'none', 'stroke="#9aa1a8" stroke-width="12"') +
    shaded(290, 180, 220, 460, l.housing, 100) +
    circle(400, 220, 14, '#e53935') +
    btn(350, 320, lock(350, 322, false)) +
    btn(450, 320, lock(450, 322, true)) +
    btn(350, 420, text(350, 434, '☾', 36, '#333')) +
    btn(450, 420, text(450, 434, '!', 38, '#c62828', { weight: 'bold' })) +
    logo(400, 530, l, 22, !isLight(l.housing)) +
    text(400, 560, l.code, 12, isLight(l.housing) ? '#666' : '#bbb')
  );
}

export function pir(l: Look): string {
  return (
    floorShadow(400, 680, 180) +
    shaded(282, 160, 236, 470, l.housing, 44) +
    rect(306, 206, 188, 170, '#cfd6dd', 34) +
    grid(316, 218, 1, 8, 168, 14, 5, '#b9c2cb', 4) +
    rect(306, 206, 188, 170, 'url(#sh)', 34) +
    circle(400, 412, 9, '#e53935') +
    logo(400, 470, l, 24, !isLight(l.housing)) +
    label(302, 508, 196, l, 12)
  );
}

export function magnetContact(l: Look): string {
  return (
    floorShadow(420, 640, 260) +
    path('M560 330 C640 330 660 420 720 440', 'none', 'stroke="#fff" stroke-width="7"') +
    path('M560 345 C630 350 640 440 700 470', 'none', 'stroke="#d32f2f" stroke-width="7"') +
    path('M560 360 C620 370 620 470 680 500', 'none', 'stroke="#333" stroke-width="7"') +
    shaded(150, 290, 410, 100, l.housing, 18) +
    shaded(150, 430, 300, 70, l.housing, 16) +
    circle(190, 340, 12, shade(l.housing, -0.3)) +
    circle(520, 340, 12, shade(l.housing, -0.3)) +
    circle(190, 465, 10, shade(l.housing, -0.3)) +
    circle(410, 465, 10, shade(l.housing, -0.3)) +
    logo(350, 352, l, 26, !isLight(l.housing)) +
    text(300, 474, l.code, 15, isLight(l.housing) ? '#444' : '#ddd') +
    path('M300 514 v40 M270 540 h60', 'none', 'stroke="#999" stroke-width="3"')
  );
}

export function glassBreak(l: Look): string {
  let holes = '';
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++)
      if ((r - 2) ** 2 + (c - 2) ** 2 <= 5) holes += circle(352 + c * 24, 262 + r * 24, 6, '#5a636c');
  return (
    floorShadow(400, 660, 200) +
    shaded(230, 180, 340, 440, l.housing, 60) +
    circle(400, 310, 84, shade(l.housing, -0.08), 'stroke="#aab"') +
    holes +
    circle(400, 430, 8, '#3ddc84') +
    logo(400, 482, l, 24, !isLight(l.housing)) +
    label(270, 512, 260, l, 13)
  );
}

export function siren(l: Look): string {
  const shield = 'M232 148 H568 Q600 148 600 180 V520 Q600 600 400 664 Q200 600 200 520 V180 Q200 148 232 148Z';
  const flash = l.note === 'red' ? '#e53935' : l.note === 'amber' ? '#ffa000' : '#1e88e5';
  return (
    floorShadow(400, 700, 220) +
    path(shield, l.housing) +
    path(shield, 'url(#sx)') +
    rect(256, 186, 288, 84, flash, 30) +
    rect(256, 186, 288, 84, 'url(#sh)', 30) +
    ellipse(340, 208, 70, 14, 'url(#rf)') +
    grid(290, 310, 1, 5, 220, 10, 14, shade(l.housing, -0.3), 5) +
    logo(400, 466, l, 30, !isLight(l.housing)) +
    label(290, 492, 220, l, 12)
  );
}

export function pcbModule(l: Look): string {
  const gsm = (l.note ?? '').includes('GSM') || (l.note ?? '').includes('LTE');
  return (
    floorShadow(400, 650, 270) +
    (gsm ? shaded(560, 90, 28, 190, '#222', 12) + rect(552, 260, 44, 30, '#444', 4) : '') +
    rect(176, 240, 448, 350, '#1f6f43', 12) +
    path(
      'M200 300 H330 V360 M200 420 H290 V520 M430 300 V350 H560 M420 520 H590',
      'none',
      'stroke="#3c9a63" stroke-width="3"',
    ) +
    shaded(330, 330, 150, 110, '#1a1a1a', 6) +
    text(405, 380, l.vendor.toUpperCase(), 16, '#cfd4d8', { weight: 'bold' }) +
    text(405, 404, l.note ?? 'MODULE', 12, '#9aa0a6') +
    grid(196, 548, 10, 1, 30, 28, 12, '#2e7d32', 3, 'stroke="#1b5e20"') +
    grid(206, 553, 10, 1, 10, 10, 32, '#bfc5ca', 5) +
    (gsm
      ? rect(500, 290, 100, 70, '#c0c6cc', 6) + text(550, 332, 'SIM', 16, '#555')
      : rect(500, 290, 90, 60, '#222', 6)) +
    ['#3ddc84', '#ffb300', '#e53935'].map((c, i) => circle(214 + i * 26, 266, 7, c)).join('') +
    label(380, 470, 220, l, 12)
  );
}

export function smokeDetector(l: Look): string {
  const slots = Array.from({ length: 9 }, (_, i) => rect(302 + i * 22, 392, 10, 26, '#8b939b', 3)).join('');
  return (
    floorShadow(400, 560, 260) +
    ellipse(400, 470, 232, 82, shade(l.housing, -0.3)) +
    rect(168, 400, 464, 70, l.housing) +
    rect(168, 400, 464, 70, 'url(#sx)') +
    ellipse(400, 400, 232, 82, shade(l.housing, 0.1)) +
    ellipse(400, 418, 126, 44, shade(l.housing, -0.12)) +
    rect(274, 380, 252, 40, shade(l.housing, -0.04)) +
    ellipse(400, 380, 126, 44, l.housing, 'stroke="#c5cbd1"') +
    slots +
    circle(560, 392, 9, '#e53935') +
    ellipse(310, 350, 70, 18, 'url(#rf)', 'opacity=".7"') +
    logo(300, 458, l, 20) +
    text(612, 458, l.code, 13, '#555', { anchor: 'end' })
  );
}

export function callPoint(l: Look): string {
  return (
    floorShadow(440, 640, 230) +
    box(240, 200, 320, 360, 60, '#c62828', 12) +
    rect(282, 270, 236, 186, '#f4f4f4', 8) +
    rect(300, 288, 200, 150, '#e0e4e8', 4, 'stroke="#b0b6bc"') +
    poly([400, 318, 440, 400, 360, 400], '#c62828') +
    path('M330 420 H470', 'none', 'stroke="#555" stroke-width="4"') +
    rect(282, 270, 236, 90, 'url(#rf)', 8, 'opacity=".35"') +
    text(400, 250, 'POŽIAR', 30, '#fff', { weight: 'bold' }) +
    logo(400, 500, l, 22, true) +
    text(400, 534, l.code, 14, '#ffd6d6')
  );
}

export function sounder(l: Look): string {
  const flash = l.note === 'beacon';
  return (
    floorShadow(400, 670, 200) +
    circle(400, 430, 200, l.housing) +
    circle(400, 430, 200, 'url(#sh)') +
    [150, 120, 90]
      .map((r) => circle(400, 430, r, 'none', `stroke="${shade(l.housing, -0.25)}" stroke-width="8"`))
      .join('') +
    (flash
      ? path('M300 250 A100 90 0 0 1 500 250 Z', '#ff5252', 'opacity=".9"') + ellipse(370, 210, 40, 16, 'url(#rf)')
      : circle(400, 430, 50, shade(l.housing, -0.15))) +
    logo(400, 592, l, 20, !isLight(l.housing)) +
    text(400, 616, l.code, 12, isLight(l.housing) ? '#444' : '#ffd6d6')
  );
}

export function firePanel(l: Look): string {
  const leds = ['Požiar', 'Porucha', 'Vypnutie', 'Test']
    .map(
      (t, i) =>
        circle(280, 388 + i * 30, 7, ['#e53935', '#ffb300', '#ffb300', '#3ddc84'][i] ?? '#3ddc84') +
        text(296, 393 + i * 30, t, 13, '#333', { anchor: 'start' }),
    )
    .join('');
  return (
    floorShadow(440, 680, 270) +
    box(200, 180, 400, 470, 70, '#eceff1', 8) +
    rect(200, 180, 400, 64, '#c62828', 8) +
    logo(230, 222, l, 24, true, 'start') +
    text(575, 222, 'EPS', 22, '#fff', { weight: 'bold', anchor: 'end' }) +
    rect(250, 276, 300, 80, '#13202e', 6) +
    text(266, 308, l.note ?? 'Pokoj – 2 zóny', 15, '#7CFC9A', { anchor: 'start' }) +
    text(266, 336, '08.11. 10:24', 13, '#7CFC9A', { anchor: 'start' }) +
    leds +
    grid(420, 378, 3, 4, 34, 24, 8, '#cfd4d8', 4, 'stroke="#9aa"') +
    circle(520, 560, 18, '#8a939c', 'stroke="#555" stroke-width="3"') +
    label(230, 540, 240, l, 13)
  );
}
