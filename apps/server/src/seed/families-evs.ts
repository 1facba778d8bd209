import { type Family, family, nth } from './family.ts';

/** Door entry: IP and 2-wire video, audio, accessories. */
export const EVS_FAMILIES: Family[] = [
  family({
    leaf: 'evs/ip-videovratniky/vonkajsie-stanice',
    kind: 'doorstation',
    vendors: ['portafon', 'domofix'],
    count: 8,
    intro: 'IP dverová stanica s kamerou, nočným prísvitom a podporou protokolu SIP.',
    use: 'Pre rodinné domy, firmy aj bytové domy s napojením na mobilnú aplikáciu.',
    make: (_r, v, i) => {
      const buttons = nth([1, 2, 4, 1, 2, 0, 4, 1], i);
      const keypad = buttons === 0;
      return {
        code: `${v.prefix}-IPS-${keypad ? 'KP' : `${buttons}B`}${i >= 4 ? '-RF' : ''}`,
        name: `IP dverová stanica ${keypad ? 's klávesnicou' : buttons === 1 ? 's 1 tlačidlom' : `s ${buttons} tlačidlami`}${i >= 4 ? ' a čítačkou RFID' : ''}, 2 Mpx`,
        short: `Vonkajšia IP stanica s kamerou 2 Mpx, ${keypad ? 'kódovou klávesnicou' : buttons === 1 ? 'jedným tlačidlom' : `${buttons} tlačidlami`} a reléom pre zámok.`,
        features: [
          'Kamera 2 Mpx s uhlom 120°',
          'Protokol SIP, aplikácia pre smartfóny',
          'Relé pre elektrický zámok',
          'Hliníkový antivandal kryt IK08',
        ],
        params: [
          ['Kamera', '2', 'Mpx'],
          ['Počet tlačidiel', keypad ? 'klávesnica' : String(buttons)],
          ['Čítačka', i >= 4 ? 'MIFARE 13,56 MHz' : '—'],
          ['Napájanie', '12 V DC / PoE'],
          ['Krytie', 'IP65, IK08'],
          ['Montáž', 'povrchová / zápustná'],
        ],
        eur: 140 + buttons * 18 + (keypad ? 60 : 0) + (i >= 4 ? 45 : 0),
      };
    },
  }),
  family({
    leaf: 'evs/ip-videovratniky/vnutorne-monitory',
    kind: 'indoormonitor',
    vendors: ['portafon', 'domofix'],
    count: 7,
    intro: 'Vnútorný dotykový monitor so systémom Android, Wi-Fi a zobrazením IP kamier.',
    use: 'Ovládanie vrátnika, zámkov a sledovanie kamier z jedného miesta.',
    make: (_r, v, i) => {
      const inch = nth([7, 10, 7, 10], i);
      const wifi = i % 2 === 0;
      return {
        code: `${v.prefix}-IPM${inch}${wifi ? '-W' : ''}${i >= 4 ? '-B' : ''}`,
        name: `IP monitor ${inch}″ dotykový${wifi ? ', Wi-Fi' : ''}, ${i >= 4 ? 'čierny' : 'biely'}`,
        short: `Dotykový monitor ${inch}″ pre IP videovrátniky s podporou SIP.`,
        features: [
          `Dotykový displej ${inch}″ IPS`,
          'Zobrazenie až 8 IP kamier',
          'Záznam návštev do pamäte',
          wifi ? 'Wi-Fi 2,4 / 5 GHz' : 'Napájanie PoE',
        ],
        params: [
          ['Uhlopriečka', String(inch), '″'],
          ['Rozlíšenie', inch === 7 ? '1024 × 600' : '1280 × 800'],
          ['Pripojenie', wifi ? 'LAN + Wi-Fi' : 'LAN'],
          ['Napájanie', '12 V DC / PoE'],
          ['Farba', i >= 4 ? 'čierna' : 'biela'],
        ],
        eur: 110 + inch * 14 + (wifi ? 20 : 0),
        housing: i >= 4 ? '#1d2025' : '#f4f5f7',
      };
    },
  }),
  family({
    leaf: 'evs/dvojdrotove-systemy/dvojdrotove-sady',
    kind: 'indoormonitor',
    vendors: ['domofix', 'portafon'],
    count: 6,
    intro: 'Kompletná sada 2-drôtového videovrátnika – stačia dva vodiče aj pri rekonštrukcii.',
    use: 'Náhrada starého zvončeka alebo audiovrátnika bez búrania.',
    make: (_r, v, i) => {
      const users = nth([1, 2, 1, 2, 4, 1], i);
      return {
        code: `${v.prefix}-2W-KIT${users}${nth(['-7', '-7W', '-10'], i)}`,
        name: `Sada 2-drôtového videovrátnika pre ${users} ${users === 1 ? 'účastníka' : 'účastníkov'}, monitor ${nth(['7″', '7″ Wi-Fi', '10″'], i)}`,
        short: `Sada vonkajšej stanice, ${users} monitora/ov a zdroja pre 2-drôtovú inštaláciu.`,
        features: [
          'Inštalácia po 2 vodičoch bez polarity',
          'Ovládanie zámku a brány',
          i % 3 === 1 ? 'Presmerovanie hovoru do mobilu' : 'Pamäť obrázkov',
          'Zdroj na DIN lištu v balení',
        ],
        params: [
          ['Počet účastníkov', String(users)],
          ['Monitor', nth(['7″', '7″ Wi-Fi', '10″'], i)],
          ['Kamera', '1080p'],
          ['Vzdialenosť', '120', 'm'],
          ['Napájanie', '230 V AC / 24 V DC'],
        ],
        eur: 160 + users * 70 + (i % 3) * 30,
      };
    },
  }),
  family({
    leaf: 'evs/dvojdrotove-systemy/dvojdrotove-monitory',
    kind: 'indoormonitor',
    vendors: ['domofix'],
    count: 5,
    intro: 'Prídavný monitor pre 2-drôtové systémy s hlasitým odposluchom.',
    use: 'Rozšírenie existujúcej sady o ďalšiu miestnosť alebo byt.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-2W-M${nth(['7', '7W', '10', '4', '7B'], i)}`,
      name: `Monitor ${nth(['7″', '7″ Wi-Fi', '10″', '4,3″', '7″ čierny'], i)} pre 2-drôtové systémy`,
      short: 'Handsfree monitor s ovládaním zámku a interkomom medzi monitormi.',
      features: [
        'Hlasitý odposluch',
        'Interkom medzi monitormi',
        'Nastaviteľná melódia zvonenia',
        'Ultratenká konštrukcia 18 mm',
      ],
      params: [
        ['Uhlopriečka', nth(['7', '7', '10', '4,3', '7'], i), '″'],
        ['Systém', '2-drôtový'],
        ['Pamäť', i % 5 === 1 ? 'microSD' : '100 obrázkov'],
        ['Farba', i === 4 ? 'čierna' : 'biela'],
      ],
      eur: 79 + i * 24,
      housing: i === 4 ? '#1d2025' : '#f4f5f7',
    }),
  }),
  family({
    leaf: 'evs/audiovratniky/audio-sady',
    kind: 'doorstation',
    vendors: ['domofix', 'portafon'],
    count: 5,
    intro: 'Sada audiovrátnika s vonkajším tablom a domácim telefónom so slúchadlom.',
    use: 'Cenovo dostupné riešenie pre rodinné a malé bytové domy.',
    make: (_r, v, i) => {
      const users = nth([1, 2, 3, 4, 6], i);
      return {
        code: `${v.prefix}-AK${users}`,
        name: `Sada audiovrátnika pre ${users} ${users === 1 ? 'byt' : users < 5 ? 'byty' : 'bytov'}`,
        short: `Audio sada s tablom pre ${users} ${users === 1 ? 'účastníka' : 'účastníkov'} a domácimi telefónmi.`,
        features: [
          'Hliníkové tablo s podsvietenými menovkami',
          'Domáci telefón s tlačidlom zámku',
          'Nastaviteľná hlasitosť',
          'Zdroj v balení',
        ],
        params: [
          ['Počet účastníkov', String(users)],
          ['Materiál tabla', 'hliník'],
          ['Systém', '4+n'],
          ['Krytie', 'IP44'],
        ],
        eur: 45 + users * 28,
        housing: '#b8c0c8',
      };
    },
  }),
  family({
    leaf: 'evs/audiovratniky/domace-telefony',
    kind: 'handset',
    vendors: ['domofix', 'portafon'],
    count: 5,
    intro: 'Domáci telefón so slúchadlom pre audio a 2-drôtové systémy.',
    use: 'Náhrada poškodeného telefónu alebo rozšírenie o ďalší byt.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-HT${nth(['4N', '4N-B', '2W', 'U', 'U-B'], i)}`,
      name: `Domáci telefón ${nth(['4+n', '4+n čierny', '2-drôtový', 'univerzálny', 'univerzálny čierny'], i)}`,
      short: 'Slúchadlový domáci telefón s tlačidlom otvorenia zámku.',
      features: [
        'Tlačidlo otvárania zámku',
        'Regulácia hlasitosti zvonenia',
        'Montáž na stenu',
        'Kompatibilita so staršími systémami',
      ],
      params: [
        ['Systém', nth(['4+n', '4+n', '2-drôtový', 'univerzálny', 'univerzálny'], i)],
        ['Tlačidlá', '2'],
        ['Farba', i % 2 === 1 ? 'čierna' : 'biela'],
        ['Rozmery', '85 × 220 × 60', 'mm'],
      ],
      eur: 19 + i * 6,
      housing: i % 2 === 1 ? '#2b2f36' : '#f4f5f7',
    }),
  }),
  family({
    leaf: 'evs/prislusenstvo-evs/zdroje-evs',
    kind: 'din',
    vendors: ['voltis', 'domofix'],
    count: 5,
    intro: 'Napájací zdroj na DIN lištu pre dorozumievacie systémy a elektrické zámky.',
    use: 'Montáž do domovej rozvodnice vedľa ističov.',
    make: (_r, v, i) => {
      const t = nth(['12 V / 2 A', '24 V / 1,5 A', '12 V AC / 1 A', '2W / 4 výstupy', '24 V / 3 A'], i);
      return {
        code: `${v.prefix}-DIN-${t.replace(/[^0-9A-Z]/g, '')}`,
        name: i === 3 ? 'Video distribútor 2-drôt, 4 výstupy, na DIN lištu' : `Zdroj ${t} na DIN lištu`,
        short: i === 3 ? 'Rozbočovač pre 2-drôtové systémy so 4 výstupmi.' : `Zdroj ${t} v module šírky 4 moduly DIN.`,
        features: ['Montáž na DIN lištu 35 mm', 'Ochrana proti skratu', 'LED indikácia', 'Šírka 4 moduly'],
        params: [
          ['Výstup', t],
          ['Vstupné napätie', '230 V AC'],
          ['Šírka', '4', 'moduly'],
          ['Prevádzková teplota', '0 až +40', '°C'],
        ],
        eur: 24 + i * 9,
        note: t,
      };
    },
  }),
  family({
    leaf: 'evs/prislusenstvo-evs/odchodove-tlacidla',
    kind: 'exitbutton',
    vendors: ['lockwell', 'accessa'],
    count: 6,
    intro: 'Odchodové tlačidlo na otvorenie dverí zvnútra pri systémoch kontroly vstupu a vrátnikoch.',
    use: 'Montáž na stenu alebo do inštalačnej krabice vedľa dverí.',
    make: (_r, v, i) => {
      const emergency = i % 3 === 2;
      return {
        code: `${v.prefix}-${emergency ? 'EMB' : 'EXB'}${nth(['86', '86N', '86W'], i)}`,
        name: emergency
          ? 'Núdzové tlačidlo na otvorenie dverí, zelené'
          : `Odchodové tlačidlo EXIT${i % 3 === 1 ? ' nerezové, bezdotykové' : ', plastové'}`,
        short: emergency
          ? 'Zelené tlačidlo núdzového otvorenia s rozbitným krytom.'
          : 'Tlačidlo s kontaktmi NO/NC/COM pre elektrické zámky.',
        features: [
          'Kontakty NO / NC / COM',
          emergency ? 'Resetovateľný element' : 'Podsvietenie LED',
          'Montáž do krabice KU68',
          'Šírka rámika 86 mm',
        ],
        params: [
          ['Typ', emergency ? 'núdzové' : i % 3 === 1 ? 'bezdotykové' : 'mechanické'],
          ['Kontakty', 'NO / NC / COM'],
          ['Materiál', i % 3 === 1 ? 'nerez' : 'plast'],
          ['Rozmery', '86 × 86', 'mm'],
        ],
        eur: emergency ? 19 : 6 + i * 3,
        note: emergency ? 'emergency' : '',
      };
    },
  }),
];
