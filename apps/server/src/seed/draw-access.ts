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

const rfidIcon = (x: number, y: number, color: string) =>
  [22, 40, 58]
    .map((r) =>
      path(
        `M${x - r * 0.7} ${y - r * 0.7} A${r} ${r} 0 0 1 ${x + r * 0.7} ${y - r * 0.7}`,
        'none',
        `stroke="${color}" stroke-width="6" stroke-linecap="round"`,
      ),
    )
    .join('') + circle(x, y - 4, 7, color);

export function doorStation(l: Look): string {
  const names = ['Novák', 'Horváthová', 'Kováč'];
  const rows = names
    .map(
      (n, i) =>
        rect(318, 350 + i * 68, 164, 52, '#f2f2ee', 6, 'stroke="#999"') +
        text(380, 383 + i * 68, n, 16, '#333') +
        circle(456, 376 + i * 68, 14, '#cfd8dc', 'stroke="#666"'),
    )
    .join('');
  return (
    floorShadow(400, 715, 170) +
    shaded(286, 106, 228, 590, l.housing, 22) +
    rect(286, 106, 228, 590, 'url(#sx)', 22, 'opacity=".5"') +
    lens(400, 180, 30) +
    grid(352, 172, 2, 1, 10, 10, 76, '#7a1818', 5) +
    grid(350, 246, 6, 3, 8, 8, 10, shade(l.housing, -0.45), 4) +
    rows +
    logo(400, 600, l, 20, !isLight(l.housing)) +
    label(316, 620, 168, l, 11)
  );
}

export function indoorMonitor(l: Look): string {
  return (
    floorShadow(400, 640, 260) +
    shaded(150, 226, 500, 350, l.housing, 20) +
    rect(176, 254, 384, 276, 'url(#sc)', 6) +
    rect(300, 300, 120, 190, '#dfe6ee', 6, 'opacity=".75"') +
    circle(360, 360, 26, '#2d4f73') +
    path('M320 470 Q360 400 400 470 Z', '#2d4f73') +
    text(190, 280, 'Vchod 1  09:41', 13, '#e6f1ff', { anchor: 'start' }) +
    [300, 380, 460]
      .map((y, i) => circle(605, y, 24, ['#3ddc84', '#e53935', shade(l.housing, -0.2)][i] ?? '#999', 'stroke="#888"'))
      .join('') +
    logo(368, 560, l, 16, !isLight(l.housing)) +
    text(640, 560, l.code, 11, isLight(l.housing) ? '#666' : '#bbb', { anchor: 'end' })
  );
}

export function handset(l: Look): string {
  return (
    floorShadow(400, 700, 180) +
    shaded(320, 140, 220, 520, l.housing, 28) +
    shaded(250, 170, 100, 460, shade(l.housing, -0.08), 44) +
    grid(276, 200, 3, 3, 10, 10, 8, shade(l.housing, -0.4), 5) +
    grid(276, 560, 3, 2, 10, 10, 8, shade(l.housing, -0.4), 5) +
    circle(460, 330, 30, shade(l.housing, -0.12), 'stroke="#888"') +
    path('M448 330 h24 M460 318 v24', 'none', 'stroke="#333" stroke-width="4"') +
    circle(460, 420, 30, shade(l.housing, -0.12), 'stroke="#888"') +
    text(460, 430, '♪', 26, '#333') +
    logo(430, 240, l, 16, !isLight(l.housing)) +
    text(430, 600, l.code, 12, isLight(l.housing) ? '#555' : '#ccc')
  );
}

export function reader(mode: 'rfid' | 'keypad' | 'finger' | 'face') {
  return (l: Look): string => {
    const wide = mode !== 'rfid';
    const x = wide ? 290 : 326;
    const w = wide ? 220 : 148;
    const fg = isLight(l.housing) ? '#37474f' : '#d8e1e8';
    let middle = '';
    if (mode === 'rfid') middle = rfidIcon(400, 400, fg);
    if (mode === 'keypad') {
      middle = rfidIcon(400, 260, fg);
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'].forEach((d, i) => {
        const kx = 318 + (i % 3) * 58;
        const ky = 318 + Math.floor(i / 3) * 54;
        middle +=
          rect(kx, ky, 48, 40, shade(l.housing, 0.12), 6) + text(kx + 24, ky + 27, d, 18, fg, { weight: 'bold' });
      });
    }
    if (mode === 'finger') {
      middle =
        rect(340, 330, 120, 150, '#1b2430', 20) +
        [20, 34, 48].map((r) => ellipse(400, 410, r * 0.8, r, 'none', 'stroke="#4fc3f7" stroke-width="3"')).join('') +
        rect(318, 200, 164, 92, 'url(#sc)', 6);
    }
    if (mode === 'face')
      middle =
        lens(400, 200, 22) +
        rect(310, 250, 180, 230, 'url(#sc)', 8) +
        circle(400, 340, 40, '#dfe6ee', 'opacity=".7"') +
        path('M340 450 Q400 380 460 450 Z', '#dfe6ee', 'opacity=".7"');
    return (
      floorShadow(400, 700, 160) +
      shaded(x, 140, w, 540, l.housing, 26) +
      circle(400, 172, 8, '#3ddc84') +
      middle +
      logo(400, 610, l, wide ? 20 : 16, !isLight(l.housing)) +
      text(400, 640, l.code, 11, isLight(l.housing) ? '#666' : '#9aa5b1')
    );
  };
}

export function magLock(l: Look): string {
  return (
    floorShadow(420, 600, 300) +
    box(120, 320, 520, 100, 60, l.housing, 6) +
    shaded(150, 462, 460, 70, shade(l.housing, 0.05), 6) +
    grid(180, 488, 3, 1, 18, 18, 170, '#5a636c', 9) +
    circle(610, 350, 8, '#e53935') +
    logo(240, 384, l, 26, !isLight(l.housing)) +
    label(380, 334, 200, l, 12) +
    text(380, 580, l.note ?? '', 18, '#555')
  );
}

export function strike(l: Look): string {
  return (
    floorShadow(410, 690, 170) +
    shaded(360, 170, 150, 480, shade(l.housing, -0.2), 10) +
    shaded(320, 140, 100, 540, l.housing, 10) +
    rect(340, 330, 60, 140, '#3b4148', 4) +
    rect(350, 340, 40, 120, shade(l.housing, 0.2), 2) +
    circle(370, 180, 10, '#6d757d') +
    circle(370, 640, 10, '#6d757d') +
    `<g transform="rotate(-90 455 420)">${logo(455, 426, l, 22, !isLight(l.housing))}</g>` +
    label(470, 520, 190, l, 12) +
    text(565, 600, l.note ?? '12 V AC/DC', 16, '#555')
  );
}

export function card(l: Look): string {
  const light = isLight(l.housing);
  return (
    floorShadow(400, 640, 240) +
    `<g transform="rotate(-8 400 400)">` +
    shaded(170, 250, 460, 290, l.housing, 24) +
    rect(170, 250, 460, 70, l.brand, 24) +
    rect(170, 290, 460, 30, l.brand) +
    text(200, 300, l.vendor.toUpperCase(), 28, '#fff', { weight: 'bold', anchor: 'start' }) +
    rfidIcon(560, 430, light ? '#90a4ae' : '#eceff1') +
    text(200, 440, l.note ?? 'MIFARE 1K', 24, light ? '#333' : '#fff', { anchor: 'start' }) +
    text(200, 500, l.code, 18, light ? '#555' : '#ddd', { anchor: 'start' }) +
    '</g>'
  );
}

export function keyFob(l: Look): string {
  return (
    floorShadow(400, 680, 180) +
    circle(400, 170, 60, 'none', 'stroke="#9aa1a8" stroke-width="10"') +
    path(
      'M400 220 C520 220 560 330 540 440 C520 560 460 640 400 640 C340 640 280 560 260 440 C240 330 280 220 400 220Z',
      l.housing,
    ) +
    path(
      'M400 220 C520 220 560 330 540 440 C520 560 460 640 400 640 C340 640 280 560 260 440 C240 330 280 220 400 220Z',
      'url(#sh)',
    ) +
    circle(400, 270, 22, '#f0f0f0', 'stroke="#888" stroke-width="4"') +
    rect(320, 400, 160, 100, '#fafafa', 8, 'opacity=".92"') +
    text(400, 440, l.vendor, 20, l.brand, { weight: 'bold' }) +
    text(400, 474, l.code, 12, '#333')
  );
}

export function terminal(l: Look): string {
  const fkeys = ['Príchod', 'Odchod', 'Obed', 'Služobne'];
  return (
    floorShadow(400, 700, 200) +
    shaded(250, 130, 300, 540, l.housing, 24) +
    rect(280, 166, 240, 170, 'url(#sc)', 6) +
    text(400, 246, '08:02', 54, '#fff', { weight: 'bold' }) +
    text(400, 290, 'PRÍCHOD – priložte kartu', 12, '#dfeeff') +
    fkeys
      .map(
        (k, i) =>
          rect(
            280 + (i % 2) * 124,
            356 + Math.floor(i / 2) * 46,
            116,
            36,
            ['#43a047', '#e53935', '#fb8c00', '#1e88e5'][i] ?? '#999',
            6,
          ) + text(338 + (i % 2) * 124, 380 + Math.floor(i / 2) * 46, k, 14, '#fff'),
      )
      .join('') +
    rfidIcon(400, 530, isLight(l.housing) ? '#546e7a' : '#cfd8dc') +
    logo(400, 612, l, 20, !isLight(l.housing)) +
    text(400, 640, l.code, 11, isLight(l.housing) ? '#666' : '#9aa5b1')
  );
}

export function exitButton(l: Look): string {
  const emergency = l.note === 'emergency';
  return (
    floorShadow(400, 640, 200) +
    shaded(270, 220, 260, 340, emergency ? '#2e7d32' : l.housing, 18) +
    (emergency
      ? rect(310, 270, 180, 150, '#e8f5e9', 8) +
        text(400, 320, 'NÚDZOVÉ', 20, '#1b5e20', { weight: 'bold' }) +
        text(400, 350, 'OTVORENIE', 20, '#1b5e20', { weight: 'bold' }) +
        text(400, 392, 'rozbite sklo', 14, '#2e7d32')
      : circle(400, 350, 84, shade(l.housing, -0.15)) +
        circle(400, 350, 66, '#43a047') +
        circle(400, 350, 66, 'url(#sh)') +
        text(400, 362, 'EXIT', 30, '#fff', { weight: 'bold' })) +
    logo(400, 480, l, 20, emergency || !isLight(l.housing)) +
    text(400, 515, l.code, 13, emergency || !isLight(l.housing) ? '#e0e0e0' : '#555')
  );
}

export function dinModule(l: Look): string {
  return (
    floorShadow(420, 690, 220) +
    rect(200, 400, 440, 36, '#b0b7be', 2) +
    box(300, 170, 200, 470, 70, l.housing, 6) +
    grid(318, 184, 4, 1, 32, 26, 12, '#2e7d32', 3) +
    grid(318, 596, 4, 1, 32, 26, 12, '#2e7d32', 3) +
    rect(322, 250, 156, 220, shade(l.housing, -0.08), 10) +
    logo(400, 300, l, 20, !isLight(l.housing)) +
    text(400, 340, l.note ?? '', 16, isLight(l.housing) ? '#333' : '#eee', { weight: 'bold' }) +
    ['#3ddc84', '#ffb300'].map((c, i) => circle(370 + i * 60, 380, 8, c)).join('') +
    label(320, 500, 160, l, 10)
  );
}
