import { type Family, family, nth } from './family.ts';

/** Recorders, disks, accessories and monitors. */
export const CCTV_SYSTEM_FAMILIES: Family[] = [
  family({
    leaf: 'cctv/zaznamove-zariadenia/nvr-rekordery',
    kind: 'recorder',
    vendors: ['vidinet', 'optivo'],
    count: 9,
    intro: 'Sieťový videorekordér pre IP kamery s dekódovaním H.265+ a vzdialeným prístupom cez aplikáciu.',
    use: 'Centrálny záznam a prehrávanie pre malé aj stredné kamerové systémy.',
    make: (_r, v, i) => {
      const ch = nth([4, 8, 16, 32, 8, 16, 64, 4], i);
      const poe = ch <= 16 && i % 2 === 0;
      const hdd = ch <= 8 ? 1 : ch <= 16 ? 2 : 4;
      return {
        code: `${v.prefix}-${v.slug === 'vidinet' ? '7' : 'NVR'}${String(ch).padStart(2, '0')}${nth(['04', '08', '16'], hdd - 1)}NI${poe ? '-P' : ''}${i >= 6 ? 'X' : ''}`,
        name: `NVR rekordér ${ch} kanálov${poe ? `, ${ch} PoE portov` : ''}, ${hdd}× HDD, 4K`,
        short: `Sieťový rekordér pre ${ch} IP kamier s rozlíšením až 12 Mpx${poe ? ' a integrovaným PoE switchom' : ''}.`,
        features: [
          `${ch} IP kanálov, prichádzajúci tok ${ch * 10} Mb/s`,
          `${hdd}× SATA pre disky do 16 TB`,
          'Výstup HDMI 4K a VGA',
          poe ? `${ch} PoE portov s rozpočtom ${ch * 8} W` : 'Podpora AI kamier',
        ],
        params: [
          ['Počet kanálov', String(ch)],
          ['Max. rozlíšenie', '12', 'Mpx'],
          ['Pozície HDD', String(hdd)],
          ['PoE porty', poe ? String(ch) : '0'],
          ['Výstupy', 'HDMI 4K, VGA'],
          ['Napájanie', poe ? '230 V AC' : '12 V DC'],
        ],
        eur: 70 + ch * 9 + (poe ? ch * 6 : 0) + hdd * 20,
        note: `NVR · ${ch} kanálov`,
      };
    },
  }),
  family({
    leaf: 'cctv/zaznamove-zariadenia/dvr-rekordery',
    kind: 'recorder',
    vendors: ['optivo', 'vidinet'],
    count: 6,
    intro: 'Hybridný rekordér pre HD analógové kamery TVI/AHD/CVI a doplnkové IP kamery.',
    use: 'Ideálny pri modernizácii existujúcich koaxiálnych rozvodov.',
    make: (_r, v, i) => {
      const ch = nth([4, 8, 16, 4, 8, 16], i);
      return {
        code: `${v.prefix}-XVR${String(ch).padStart(2, '0')}${i >= 3 ? '-5M' : '-1080'}`,
        name: `DVR rekordér ${ch} kanálov 5 v 1, ${i >= 3 ? '5 Mpx' : '1080p'}, ${ch >= 16 ? 2 : 1}× HDD`,
        short: `Hybridný rekordér pre ${ch} analógových kamier + ${ch / 2} IP kamier.`,
        features: [
          'Vstupy TVI / AHD / CVI / CVBS / IP',
          'Detekcia osôb a vozidiel',
          'Audio cez koax',
          'Aplikácia pre iOS a Android',
        ],
        params: [
          ['Analógové kanály', String(ch)],
          ['IP kanály', String(ch / 2)],
          ['Záznam', i >= 3 ? '5 Mpx lite' : '1080p'],
          ['Pozície HDD', ch >= 16 ? '2' : '1'],
          ['Napájanie', '12 V DC'],
        ],
        eur: 55 + ch * 7 + (i >= 3 ? 30 : 0),
        note: `DVR · ${ch} kanálov`,
      };
    },
  }),
  family({
    leaf: 'cctv/zaznamove-zariadenia/pevne-disky',
    kind: 'hdd',
    vendors: ['vidinet', 'optivo'],
    count: 6,
    intro: 'Pevný disk 3,5″ navrhnutý na nepretržitý zápis videa 24/7 z až 64 kamier.',
    use: 'Do NVR a DVR rekordérov a serverov s kamerovým softvérom.',
    make: (_r, v, i) => {
      const tb = nth([1, 2, 4, 6, 8, 10], i);
      return {
        code: `${v.prefix}-HDD${tb}T-SV`,
        name: `Pevný disk ${tb} TB pre kamerové systémy, SATA III, 24/7`,
        short: `Disk ${tb} TB s firmvérom optimalizovaným na zápis videa.`,
        features: [
          'Prevádzka 24/7, záťaž 180 TB/rok',
          'Až 64 súčasných videostreamov',
          'Nízka spotreba a hlučnosť',
          'Záruka 3 roky',
        ],
        params: [
          ['Kapacita', String(tb), 'TB'],
          ['Rozhranie', 'SATA III 6 Gb/s'],
          ['Otáčky', tb >= 6 ? '7200' : '5400', 'ot./min'],
          ['Vyrovnávacia pamäť', tb >= 6 ? '256' : '64', 'MB'],
          ['Formát', '3,5', '″'],
        ],
        eur: 38 + tb * 19,
        note: `${tb} TB`,
      };
    },
  }),
  family({
    leaf: 'cctv/prislusenstvo-cctv/drziaky',
    kind: 'junction',
    vendors: ['vidinet', 'optivo'],
    count: 8,
    intro: 'Montážne príslušenstvo z hliníkovej zliatiny s práškovou povrchovou úpravou.',
    use: 'Pre úhľadnú montáž kamier a skrytie konektorov.',
    make: (_r, v, i) => {
      const t = nth(
        [
          ['JB1', 'Inštalačná krabica pre bullet a turret kamery', 'biela', 12],
          ['WM2', 'Nástenný držiak pre dome kamery', 'biela', 16],
          ['PM3', 'Stĺpový adaptér pre priemer 60–180 mm', 'strieborná', 22],
          ['CM4', 'Rohový adaptér pre nástenné držiaky', 'biela', 19],
          ['JB2', 'Inštalačná krabica veľká, čierna', 'čierna', 14],
          ['WM5', 'Nástenný držiak pre PTZ kamery', 'biela', 34],
        ] as const,
        i,
      );
      return {
        code: `${v.prefix}-${t[0]}${i >= 6 ? 'B' : ''}${t[2] === 'čierna' ? '-B' : ''}`,
        name: `${t[1]}${i >= 6 ? ' (čierna)' : ''}`,
        short: `${t[1]} z hliníkovej zliatiny.`,
        features: [
          'Hliníková zliatina',
          'Práškový lak odolný voči UV',
          'Priechodky pre konektory',
          'Montážny materiál v balení',
        ],
        params: [
          ['Materiál', 'hliníková zliatina'],
          ['Farba', i >= 6 ? 'čierna' : t[2]],
          ['Nosnosť', '5', 'kg'],
          ['Krytie', 'IP66'],
        ],
        eur: t[3],
        housing: i >= 6 || t[2] === 'čierna' ? '#2e3238' : '#f2f4f6',
      };
    },
  }),
  family({
    leaf: 'cctv/prislusenstvo-cctv/napajacie-zdroje',
    kind: 'psu',
    vendors: ['voltis'],
    count: 7,
    intro: 'Spínaný napájací zdroj s ochranou proti skratu, prepätiu a preťaženiu.',
    use: 'Na napájanie kamier, rekordérov a príslušenstva.',
    make: (_r, v, i) => {
      const a = nth([1, 2, 3, 5, 10, 5, 2], i);
      const boxed = i >= 4;
      return {
        code: `${v.prefix}-12V${a}A${boxed ? '-BOX' : ''}${i === 6 ? '-DIN' : ''}`,
        name: `Zdroj 12 V DC / ${a} A${boxed ? ' v kovovom boxe so zálohou' : i === 6 ? ' na DIN lištu' : ''}`,
        short: `Stabilizovaný zdroj 12 V DC s výstupným prúdom ${a} A.`,
        features: [
          'Ochrana proti skratu a preťaženiu',
          'Nastaviteľné výstupné napätie ±10 %',
          boxed ? 'Miesto pre akumulátor 7 Ah' : 'Kompaktné rozmery',
          'LED indikácia',
        ],
        params: [
          ['Výstupné napätie', '12', 'V DC'],
          ['Výstupný prúd', String(a), 'A'],
          ['Vstupné napätie', '100–240 V AC'],
          ['Výkon', String(a * 12), 'W'],
          ['Účinnosť', '85', '%'],
        ],
        eur: 8 + a * 4.5 + (boxed ? 25 : 0),
        note: `12 V DC / ${a} A`,
      };
    },
  }),
  family({
    leaf: 'cctv/prislusenstvo-cctv/konektory',
    kind: 'connector',
    vendors: ['kabelon'],
    count: 6,
    intro: 'Kvalitné konektory s pozlátenými kontaktmi pre spoľahlivé spoje.',
    use: 'Pre profesionálne inštalácie kamerových a dátových rozvodov.',
    make: (_r, v, i) => {
      const t = nth(
        [
          ['BNC-RG59-C', 'Konektor BNC krimpovací pre RG59', 100, 24],
          ['RJ45-C6-U', 'Konektor RJ45 Cat6 UTP', 100, 16],
          ['RJ45-C6-S', 'Konektor RJ45 Cat6 FTP tienený', 50, 19],
          ['DC-M-T', 'Napájací konektor DC samec so svorkovnicou', 10, 5],
          ['BNC-F-T', 'Konektor BNC so svorkovnicou', 10, 6],
          ['RJ45-PT', 'Konektor RJ45 priechodný Cat6', 100, 22],
        ] as const,
        i,
      );
      return {
        code: `${v.prefix}-${t[0]}`,
        name: `${t[1]}, balenie ${t[2]} ks`,
        short: `${t[1]} v balení po ${t[2]} kusoch.`,
        features: ['Pozlátené kontakty', 'Pre lanko aj drôt', 'Rýchla montáž', `Balenie ${t[2]} ks`],
        params: [
          ['Typ', t[1]],
          ['Balenie', String(t[2]), 'ks'],
          ['Povrch kontaktov', 'Au 50 µ″'],
          ['Materiál', 'PC / mosadz'],
        ],
        eur: t[3],
        note: `${t[2]} ks`,
        unit: 'bal',
      };
    },
  }),
  family({
    leaf: 'cctv/prislusenstvo-cctv',
    kind: 'bracket',
    vendors: ['vidinet'],
    count: 2,
    intro: 'Kompletná montážna sada pre rýchlu inštaláciu kamery bez hľadania drobností.',
    use: 'Odporúčame ku každej novej kamere.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-MNT-KIT${i + 1}`,
      name: `Montážna sada pre kameru ${i ? 'na stĺp' : 'na fasádu'} (držiak, krabica, kotvy)`,
      short: 'Sada držiaka, inštalačnej krabice a kotviaceho materiálu.',
      features: ['Držiak a inštalačná krabica', 'Nerezové skrutky a kotvy', 'Priechodka s tesnením', 'Návod na montáž'],
      params: [
        ['Obsah', 'držiak, krabica, kotvy'],
        ['Materiál', 'hliník, nerez'],
        ['Farba', 'biela'],
        ['Krytie', 'IP66'],
      ],
      eur: i ? 39 : 27,
    }),
  }),
  family({
    leaf: 'cctv/monitory',
    kind: 'monitor',
    vendors: ['optivo', 'vidinet'],
    count: 6,
    intro: 'Monitor pre nepretržitú prevádzku 24/7 s antireflexnou úpravou a kovovým šasi.',
    use: 'Do dohľadových centier, vrátnic a recepcií.',
    make: (_r, v, i) => {
      const inch = nth([22, 24, 27, 32, 43, 55], i);
      return {
        code: `${v.prefix}-MON${inch}${inch >= 43 ? '-4K' : '-FHD'}`,
        name: `Monitor ${inch}″ ${inch >= 43 ? '4K UHD' : 'Full HD'} pre prevádzku 24/7`,
        short: `LED monitor ${inch}″ s rozlíšením ${inch >= 43 ? '3840 × 2160' : '1920 × 1080'} a vstupmi HDMI, VGA, BNC.`,
        features: ['Prevádzka 24/7', 'Vstupy HDMI, VGA, BNC', 'Kovové šasi, montáž VESA', 'Vstavané reproduktory'],
        params: [
          ['Uhlopriečka', String(inch), '″'],
          ['Rozlíšenie', inch >= 43 ? '3840 × 2160' : '1920 × 1080'],
          ['Jas', inch >= 43 ? '350' : '250', 'cd/m²'],
          ['Vstupy', 'HDMI, VGA, BNC'],
          ['VESA', inch >= 32 ? '200 × 200' : '100 × 100'],
          ['Napájanie', '230 V AC'],
        ],
        eur: 90 + inch * inch * 0.25,
      };
    },
  }),
];
