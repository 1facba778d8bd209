import { type Family, family, nth } from './family.ts';

/** Networking: switches, cables, wireless, racks, UPS. */
export const NET_FAMILIES: Family[] = [
  family({
    leaf: 'siete/switche/poe-switche',
    kind: 'switch',
    vendors: ['netlio'],
    count: 9,
    intro: 'Nemanažovateľný PoE switch s režimom dlhého dosahu 250 m a ochranou proti prepätiu.',
    use: 'Napájanie a pripojenie IP kamier, vrátnikov a prístupových bodov.',
    make: (_r, v, i) => {
      const ports = nth([4, 8, 16, 24, 8, 16, 24, 4], i);
      const plus = i >= 4;
      return {
        code: `${v.prefix}-SW${ports}P${plus ? '-2G' : ''}${i === 7 ? '-LR' : ''}`,
        name: `PoE switch ${ports} portov${plus ? ' + 2× gigabit uplink' : ''}, ${ports * (plus ? 15 : 8)} W`,
        short: `Switch s ${ports} PoE portami 802.3af/at a rozpočtom ${ports * (plus ? 15 : 8)} W.`,
        features: [
          `${ports}× 10/100 PoE`,
          plus ? '2× gigabitový uplink + SFP' : '1× uplink 10/100',
          'Režim Extend do 250 m',
          'Ochrana proti prepätiu 6 kV',
        ],
        params: [
          ['Počet PoE portov', String(ports)],
          ['PoE rozpočet', String(ports * (plus ? 15 : 8)), 'W'],
          ['Štandard', '802.3af/at'],
          ['Uplink', plus ? '2× 1 Gb/s' : '1× 100 Mb/s'],
          ['Montáž', ports >= 16 ? 'rack 19″' : 'stolová'],
        ],
        eur: 29 + ports * 6.5 + (plus ? 35 : 0),
        note: `${ports} portov PoE`,
      };
    },
  }),
  family({
    leaf: 'siete/switche/manazovatelne-switche',
    kind: 'switch',
    vendors: ['netlio'],
    count: 6,
    intro: 'Manažovateľný L2+ switch s VLAN, QoS, IGMP snooping a webovým rozhraním.',
    use: 'Chrbticové siete kamerových systémov a firemné siete.',
    make: (_r, v, i) => {
      const ports = nth([8, 16, 24, 48, 24, 24], i);
      const poe = i >= 4;
      return {
        code: `${v.prefix}-MS${ports}G${poe ? 'P' : ''}-4S${i === 5 ? '-X' : ''}`,
        name: `Manažovateľný switch ${ports}× gigabit${poe ? ' PoE+' : ''} + 4× SFP${i === 5 ? '+ 10G' : ''}`,
        short: `L2+ switch s ${ports} gigabitovými portami a 4 SFP slotmi.`,
        features: [
          'VLAN, QoS, IGMP snooping',
          'Webové rozhranie a CLI',
          'SNMP v3, RSTP',
          poe ? 'PoE+ rozpočet 370 W' : 'Tichý chod bez ventilátora',
        ],
        params: [
          ['Porty', `${ports}× 1 Gb/s`],
          ['SFP', i === 5 ? '4× 10 Gb/s' : '4× 1 Gb/s'],
          ['PoE', poe ? '802.3at, 370 W' : '—'],
          ['Správa', 'web, CLI, SNMP'],
          ['Montáž', 'rack 19″'],
        ],
        eur: 110 + ports * 5 + (poe ? 220 : 0) + (i === 5 ? 150 : 0),
        note: `${ports} portov${poe ? ' PoE' : ''}`,
      };
    },
  }),
  family({
    leaf: 'siete/switche/priemyselne-switche',
    kind: 'din',
    vendors: ['netlio'],
    count: 5,
    intro: 'Priemyselný switch na DIN lištu s rozsahom teplôt −40 až +75 °C a redundantným napájaním.',
    use: 'Rozvádzače v exteriéri, doprava, priemyselné areály.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-IS${nth(['5', '8', '8P', '10P', '6F'], i)}`,
      name: `Priemyselný switch ${nth(['5× 100 Mb/s', '8× 1 Gb/s', '8× PoE+ 1 Gb/s', '8× PoE+ + 2× SFP', '4× 1 Gb/s + 2× SFP'], i)}, DIN`,
      short: 'Switch na DIN lištu pre náročné podmienky s dvojitým napájaním.',
      features: [
        'Teploty −40 až +75 °C',
        'Redundantné napájanie 12–57 V DC',
        'Kovový kryt IP40',
        'Montáž na DIN lištu',
      ],
      params: [
        ['Porty', nth(['5× 100 Mb/s', '8× 1 Gb/s', '8× 1 Gb/s PoE+', '8× PoE+ + 2× SFP', '4× 1 Gb/s + 2× SFP'], i)],
        ['Prevádzková teplota', '−40 až +75', '°C'],
        ['Napájanie', '12–57 V DC'],
        ['Krytie', 'IP40'],
      ],
      eur: 89 + i * 55,
      note: nth(['5 portov', '8 portov', '8× PoE+', '10 portov', '6 portov'], i),
    }),
  }),
  family({
    leaf: 'siete/kable/utp-kable',
    kind: 'cablebox',
    vendors: ['kabelon'],
    count: 7,
    intro: 'Dátový kábel s medenými žilami (nie CCA) v kartónovom boxe s odvíjaním.',
    use: 'Štruktúrovaná kabeláž, IP kamery, PoE zariadenia.',
    make: (_r, v, i) => {
      const cat = nth(
        ['Cat5e U/UTP', 'Cat6 U/UTP', 'Cat5e F/UTP', 'Cat6 F/UTP', 'Cat5e U/UTP vonkajší', 'Cat6 U/UTP LSOH'],
        i,
      );
      const meter = i === 4;
      return {
        code: `${v.prefix}-${cat.replace(/[^0-9A-Za-z]/g, '').toUpperCase()}${meter ? '-M' : '-305'}`,
        name: `Kábel ${cat}, ${meter ? 'metráž' : 'box 305 m'}`,
        short: `Inštalačný kábel ${cat} s medenými žilami 24 AWG.`,
        features: [
          'Čistá meď 24 AWG',
          'Metráž vyznačená na plášti',
          meter ? 'PE plášť odolný voči UV' : 'Box s odvíjaním bez zamotania',
          'Trieda reakcie na oheň Eca',
        ],
        params: [
          ['Kategória', cat.split(' ')[0] ?? cat],
          ['Tienenie', cat.includes('F/') ? 'F/UTP' : 'U/UTP'],
          ['Vodič', 'Cu 24 AWG'],
          ['Plášť', meter ? 'PE čierny' : cat.includes('LSOH') ? 'LSOH' : 'PVC'],
          ['Balenie', meter ? 'metráž' : '305 m'],
        ],
        eur: meter ? 0.45 : 79 + i * 18,
        unit: meter ? 'm' : 'kotúč',
        note: cat,
        housing: meter ? '#263238' : i % 2 ? '#1e88e5' : '#9e9e9e',
      };
    },
  }),
  family({
    leaf: 'siete/kable/koaxialne-kable',
    kind: 'reel',
    vendors: ['kabelon'],
    count: 5,
    intro: 'Koaxiálny kábel 75 Ω s medeným stredovým vodičom pre HD analógové kamery.',
    use: 'Prenos HD-TVI/AHD/CVI signálu do 500 m, verzie s napájacími vodičmi.',
    make: (_r, v, i) => {
      const t = nth(['RG59', 'RG59 + 2×0,75', 'RG6', 'RG59 + 2×0,5', 'RG6 + 2×0,75'], i);
      const reel = i % 2 === 1;
      return {
        code: `${v.prefix}-${t.replace(/[^0-9A-Z]/g, '')}${reel ? '-200' : '-M'}`,
        name: `Koaxiálny kábel ${t}${reel ? ', kotúč 200 m' : ', metráž'}`,
        short: `Kábel ${t} s impedanciou 75 Ω.`,
        features: [
          'Stredový vodič meď',
          'Tienenie opletom 95 %',
          t.includes('+') ? 'Napájacie vodiče pre kamery' : 'Nízky útlm',
          'PVC plášť',
        ],
        params: [
          ['Typ', t],
          ['Impedancia', '75', 'Ω'],
          ['Tienenie', 'oplet 95 %'],
          ['Balenie', reel ? '200 m' : 'metráž'],
        ],
        eur: reel ? 69 + i * 12 : 0.5 + i * 0.15,
        unit: reel ? 'kotúč' : 'm',
        note: reel ? '200 m' : 'metráž',
        housing: '#eeeeee',
      };
    },
  }),
  family({
    leaf: 'siete/kable/signalne-kable',
    kind: 'reel',
    vendors: ['kabelon'],
    count: 6,
    intro: 'Tienený signálny kábel pre zabezpečovacie a dorozumievacie systémy.',
    use: 'Prepojenie detektorov, klávesníc a modulov s ústredňou.',
    make: (_r, v, i) => {
      const t = nth(['4×0,22', '6×0,22', '8×0,22', '6×0,22 + 2×0,5', '10×0,22 + 2×0,5', '2×0,8'], i);
      return {
        code: `${v.prefix}-AL${t.replace(/[^0-9]/g, '')}`,
        name: `Alarmový kábel ${t} tienený, metráž`,
        short: `Signálny kábel ${t} s tienením a PVC plášťom.`,
        features: ['Tienenie Al fóliou', 'Farebné rozlíšenie žíl', 'Ohybný, ľahko sa sťahuje', 'Biely PVC plášť'],
        params: [
          ['Zloženie', t],
          ['Prierez žíl', '0,22', 'mm²'],
          ['Tienenie', 'Al fólia'],
          ['Plášť', 'PVC biely'],
          ['Balenie', 'metráž'],
        ],
        eur: 0.25 + i * 0.09,
        unit: 'm',
        note: t,
        housing: '#f5f5f5',
      };
    },
  }),
  family({
    leaf: 'siete/bezdrotove-siete/pristupove-body',
    kind: 'ap',
    vendors: ['netlio'],
    count: 6,
    intro: 'Wi-Fi prístupový bod s centrálnou správou v cloude alebo na kontroléri.',
    use: 'Pokrytie kancelárií, hotelov a skladov bezdrôtovou sieťou.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-AP${nth(['5', '6', '6P', '5O', '6O', '7'], i)}`,
      name: `Prístupový bod Wi-Fi ${nth(['5', '6', '6 Pro', '5 vonkajší', '6 vonkajší', '7'], i)}, ${nth(['1200', '1800', '3000', '1200', '1800', '5000'], i)} Mb/s`,
      short: 'Dvojpásmový prístupový bod s napájaním PoE a centrálnou správou.',
      features: ['Dvojpásmový 2,4 / 5 GHz', 'Napájanie PoE', 'Roaming 802.11k/v/r', 'Správa cez cloud zadarmo'],
      params: [
        ['Štandard', `Wi-Fi ${nth(['5', '6', '6', '5', '6', '7'], i)}`],
        ['Rýchlosť', nth(['1200', '1800', '3000', '1200', '1800', '5000'], i), 'Mb/s'],
        ['Napájanie', 'PoE 802.3af/at'],
        ['Krytie', i === 3 || i === 4 ? 'IP67' : 'IP30'],
        ['Max. klientov', '256'],
      ],
      eur: 59 + i * 30,
    }),
  }),
  family({
    leaf: 'siete/bezdrotove-siete/bezdrotove-mosty',
    kind: 'antenna',
    vendors: ['netlio'],
    count: 5,
    intro: 'Bezdrôtový bodový spoj 5 GHz s integrovanou anténou pre prenos videa z kamier.',
    use: 'Prepojenie budov, brán a vzdialených kamier bez výkopov.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-BR${nth(['1', '3', '5', '3K', '5K'], i)}`,
      name: `Bezdrôtový most 5 GHz do ${nth(['1', '3', '5', '3', '5'], i)} km${i >= 3 ? ', sada 2 ks' : ''}`,
      short: 'Predkonfigurovaný spoj bod–bod s rýchlosťou až 867 Mb/s.',
      features: ['Predpárované z výroby', 'Rýchlosť až 867 Mb/s', 'Integrovaná anténa 23 dBi', 'Krytie IP65'],
      params: [
        ['Frekvencia', '5', 'GHz'],
        ['Dosah', nth(['1', '3', '5', '3', '5'], i), 'km'],
        ['Zisk antény', nth(['16', '20', '23', '20', '23'], i), 'dBi'],
        ['Napájanie', 'pasívne PoE 24 V'],
        ['Krytie', 'IP65'],
      ],
      eur: 69 + i * 40,
      note: '5 GHz',
    }),
  }),
  family({
    leaf: 'siete/rozvadzace/rack-rozvadzace',
    kind: 'rack',
    vendors: ['rackster'],
    count: 6,
    intro: 'Rozvádzač 19″ so skleneným uzamykateľným dverami a odnímateľnými bočnicami.',
    use: 'Na umiestnenie rekordérov, switchov, patch panelov a UPS.',
    make: (_r, v, i) => {
      const u = nth([6, 9, 12, 15, 22, 42], i);
      const floor = u >= 22;
      return {
        code: `${v.prefix}-${floor ? 'FR' : 'WR'}${u}U-${floor ? '6080' : '6045'}`,
        name: `Rack rozvádzač 19″ ${u}U ${floor ? 'stojanový 600 × 800' : 'nástenný 600 × 450'}`,
        short: `Rozvádzač ${u}U s presklenými dverami${floor ? ', kolieskami a nožičkami' : ' na stenu'}.`,
        features: [
          'Presklené dvere so zámkom',
          'Odnímateľné bočnice',
          'Príprava pre ventilátory',
          `Nosnosť ${floor ? 800 : 60} kg`,
        ],
        params: [
          ['Výška', String(u), 'U'],
          ['Šírka × hĺbka', floor ? '600 × 800' : '600 × 450', 'mm'],
          ['Nosnosť', floor ? '800' : '60', 'kg'],
          ['Farba', 'čierna RAL 9005'],
          ['Krytie', 'IP20'],
        ],
        eur: 75 + u * 12 + (floor ? 120 : 0),
        note: `${u}U`,
      };
    },
  }),
  family({
    leaf: 'siete/rozvadzace/patch-panely',
    kind: 'patchpanel',
    vendors: ['rackster', 'kabelon'],
    count: 5,
    intro: 'Patch panel 19″ 1U s popisovými štítkami a vyväzovacou lištou.',
    use: 'Ukončenie štruktúrovanej kabeláže v rozvádzači.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-PP24-${nth(['C5E', 'C6', 'C6S', 'K', 'C6A'], i)}`,
      name: `Patch panel 24 portov ${nth(['Cat5e UTP', 'Cat6 UTP', 'Cat6 STP', 'keystone prázdny', 'Cat6A STP'], i)}, 1U`,
      short: 'Patch panel 1U s 24 portami a zadnou vyväzovacou lištou.',
      features: ['24 portov RJ45', 'Farebné značenie T568A/B', 'Zadná vyväzovacia lišta', 'Popisové štítky'],
      params: [
        ['Počet portov', '24'],
        ['Kategória', nth(['Cat5e', 'Cat6', 'Cat6', 'keystone', 'Cat6A'], i)],
        ['Výška', '1', 'U'],
        ['Tienenie', i === 2 || i === 4 ? 'STP' : 'UTP'],
      ],
      eur: 19 + i * 11,
    }),
  }),
  family({
    leaf: 'siete/zalozne-zdroje',
    kind: 'ups',
    vendors: ['rackster', 'voltis'],
    count: 6,
    intro: 'Záložný zdroj UPS s čistou sínusoidou a automatickou reguláciou napätia AVR.',
    use: 'Chráni rekordéry, switche a ústredne pred výpadkom a kolísaním napätia.',
    make: (_r, v, i) => {
      const va = nth([650, 1000, 1500, 2000, 3000, 1000], i);
      return {
        code: `${v.prefix}-UPS${va}${i === 5 ? '-R' : '-T'}`,
        name: `UPS ${va} VA / ${Math.round(va * 0.6)} W, ${i === 5 ? 'rack 2U' : 'tower'}, čistá sínusoida`,
        short: `Line-interactive UPS ${va} VA s LCD displejom a USB komunikáciou.`,
        features: [
          'Čistá sínusoida',
          'Automatická regulácia napätia AVR',
          'LCD displej a USB',
          'Vymeniteľné batérie za chodu',
        ],
        params: [
          ['Výkon', `${va} VA / ${Math.round(va * 0.6)} W`],
          ['Topológia', 'line-interactive'],
          ['Zásuvky', va >= 1500 ? '8× IEC' : '4× Schuko'],
          ['Čas zálohy pri 50 %', va >= 2000 ? '12' : '8', 'min'],
          ['Formát', i === 5 ? 'rack 2U' : 'tower'],
        ],
        eur: 80 + va * 0.22,
        note: `${va} VA`,
      };
    },
  }),
  family({
    leaf: 'siete/kable',
    kind: 'connector',
    vendors: ['kabelon'],
    count: 2,
    intro: 'Spotrebný inštalačný materiál do každej montážnej tašky.',
    use: 'Úhľadné vedenie a značenie káblov.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-TIE${i ? '300' : '200'}-100`,
      name: `Sťahovacie pásky ${i ? '300 × 4,8' : '200 × 2,5'} mm, čierne, balenie 100 ks`,
      short: 'UV stabilizované sťahovacie pásky z polyamidu.',
      features: ['Polyamid PA66', 'UV stabilizované', 'Čierna farba', 'Balenie 100 ks'],
      params: [
        ['Rozmer', i ? '300 × 4,8' : '200 × 2,5', 'mm'],
        ['Materiál', 'PA66'],
        ['Farba', 'čierna'],
        ['Balenie', '100', 'ks'],
      ],
      eur: i ? 6.9 : 3.9,
      unit: 'bal',
      note: '100 ks',
    }),
  }),
];
