import { dec, type Family, family, nth } from './family.ts';

const MPX = [2, 4, 5, 8] as const;
const RES: Record<number, string> = { 2: '1920 × 1080', 4: '2560 × 1440', 5: '2880 × 1620', 8: '3840 × 2160' };

function ipCamera(
  leaf: string,
  kind: 'bullet' | 'dome' | 'turret',
  series: string,
  label: string,
  count: number,
  base: number,
): Family {
  return family({
    leaf,
    kind,
    vendors: ['vidinet', 'optivo'],
    count,
    intro: `IP kamera v prevedení ${label} so snímačom CMOS, kompresiou H.265+ a napájaním PoE.`,
    use: 'Vhodná na monitorovanie vstupov, parkovísk, skladov a obchodných priestorov.',
    make: (r, v, i) => {
      const mpx = nth(MPX, i + r.int(0, 1));
      const lens = r.pick([2.8, 4, 6, 2.8]);
      const ir = r.pick(kind === 'bullet' ? [30, 40, 60, 80] : [30, 30, 40]);
      const ai = r.chance(0.35);
      const code =
        v.slug === 'vidinet'
          ? `VN-2CD${series}${mpx}${ir / 10}${Math.round(lens)}G2-I${ai ? 'S' : ''}`
          : `OPT-IPC${label[0]?.toUpperCase() ?? 'X'}${mpx}-${String(lens).replace('.', '')}${ai ? '-AI' : ''}`;
      return {
        code,
        name: `IP kamera ${label} ${mpx} Mpx, ${dec(lens)} mm, IR ${ir} m${ai ? ', AI analytika' : ''}`,
        short: `${label[0]?.toUpperCase()}${label.slice(1)} IP kamera ${mpx} Mpx s objektívom ${dec(lens)} mm a IR prísvitom do ${ir} m.`,
        features: [
          `Rozlíšenie ${mpx} Mpx (${RES[mpx]}) pri 25 sn./s`,
          'Kompresia H.265+ šetrí až 70 % miesta na disku',
          ai ? 'Rozlíšenie osôb a vozidiel, ochrana perimetra' : 'Detekcia pohybu a narušenia čiary',
          'Slot na microSD kartu do 256 GB',
          'Napájanie PoE (802.3af) alebo 12 V DC',
        ],
        params: [
          ['Rozlíšenie', String(mpx), 'Mpx'],
          ['Snímač', `1/${mpx >= 8 ? '2,8' : '3'}″ CMOS`],
          ['Objektív', dec(lens), 'mm'],
          ['IR prísvit', String(ir), 'm'],
          ['Napájanie', '12 V DC / PoE'],
          ['Krytie', kind === 'dome' ? 'IP67, IK10' : 'IP67'],
          ['Kompresia', 'H.265+ / H.264'],
          ['Analytika', ai ? 'AI – osoby a vozidlá' : 'základná'],
        ],
        eur: base + mpx * 11 + (ai ? 35 : 0) + (lens > 2.8 ? 6 : 0),
      };
    },
  });
}

function hdCamera(leaf: string, kind: 'bullet' | 'dome', label: string, count: number): Family {
  return family({
    leaf,
    kind,
    vendors: ['optivo', 'vidinet'],
    count,
    intro: `HD analógová ${label} kamera 4 v 1 (TVI/AHD/CVI/CVBS) pre koaxiálne rozvody.`,
    use: 'Najlacnejšia cesta k HD obrazu pri výmene starých analógových kamier.',
    make: (r, v, i) => {
      const mpx = nth([2, 5, 8, 2, 5], i);
      const lens = r.pick([2.8, 3.6, 2.8]);
      return {
        code: `${v.prefix}-THC-${kind === 'bullet' ? 'B' : 'D'}${mpx}${nth(['', '-IR', '-M'], i)}`,
        name: `HD kamera ${label} ${mpx} Mpx 4 v 1, ${dec(lens)} mm, IR ${kind === 'bullet' ? 40 : 20} m`,
        short: `Analógová ${label} kamera ${mpx} Mpx s prepínateľným výstupom TVI/AHD/CVI/CVBS.`,
        features: [
          'Výstup 4 v 1 prepínateľný v OSD menu',
          'Smart IR prísvit',
          'Digitálna redukcia šumu 3D DNR',
          'Kovový kryt',
        ],
        params: [
          ['Rozlíšenie', String(mpx), 'Mpx'],
          ['Objektív', dec(lens), 'mm'],
          ['IR prísvit', kind === 'bullet' ? '40' : '20', 'm'],
          ['Výstup', 'TVI / AHD / CVI / CVBS'],
          ['Napájanie', '12 V DC'],
          ['Krytie', 'IP67'],
        ],
        eur: 19 + mpx * 6,
      };
    },
  });
}

/** IP, PTZ and HD analogue cameras. */
export const CCTV_CAMERA_FAMILIES: Family[] = [
  ipCamera('cctv/ip-kamery/bullet-kamery', 'bullet', '2', 'bullet', 14, 42),
  ipCamera('cctv/ip-kamery/dome-kamery', 'dome', '1', 'dome', 12, 46),
  ipCamera('cctv/ip-kamery/turret-kamery', 'turret', '3', 'turret', 10, 44),
  family({
    leaf: 'cctv/ip-kamery/ptz-kamery',
    kind: 'ptz',
    vendors: ['vidinet', 'optivo'],
    count: 6,
    intro: 'Otočná PTZ kamera s optickým zoomom, automatickým sledovaním objektov a IR prísvitom.',
    use: 'Pre rozsiahle areály, parkoviská, mestské dohľadové systémy a priemysel.',
    make: (_r, v, i) => {
      const zoom = nth([4, 25, 32, 45, 25, 32], i);
      const mpx = nth([2, 4, 4, 2, 8, 4], i);
      return {
        code: `${v.prefix}-${v.slug === 'vidinet' ? '2DE' : 'SD'}${mpx}${zoom}${nth(['IW', 'IX', 'TK'], i)}`,
        name: `PTZ kamera ${mpx} Mpx, optický zoom ${zoom}×, IR ${zoom > 20 ? 200 : 50} m`,
        short: `Rýchlootočná kamera ${mpx} Mpx so zoomom ${zoom}× a automatickým sledovaním.`,
        features: [
          'Otáčanie 360° nekonečne, náklon −15° až 90°',
          `Optický zoom ${zoom}×`,
          'Automatické sledovanie osôb a vozidiel',
          '300 predvolieb, 8 trás hliadkovania',
        ],
        params: [
          ['Rozlíšenie', String(mpx), 'Mpx'],
          ['Optický zoom', String(zoom), '×'],
          ['IR prísvit', zoom > 20 ? '200' : '50', 'm'],
          ['Napájanie', zoom > 20 ? '24 V AC / PoE+ (Hi-PoE)' : '12 V DC / PoE+'],
          ['Krytie', 'IP66, IK10'],
          ['Predvoľby', '300'],
        ],
        eur: 220 + zoom * 30 + mpx * 40,
        note: `${zoom}× zoom`,
      };
    },
  }),
  hdCamera('cctv/analogove-kamery/hd-bullet-kamery', 'bullet', 'bullet', 7),
  hdCamera('cctv/analogove-kamery/hd-dome-kamery', 'dome', 'dome', 6),
];
