import { type Family, family, nth } from './family.ts';

export const GRADE = ['Grade 2', 'Grade 2', 'Grade 3'];

/** Control panels, keypads and remote controls. */
export const EZS_CONTROL_FAMILIES: Family[] = [
  family({
    leaf: 'ezs/ustredne/hybridne-ustredne',
    kind: 'panel',
    vendors: ['alarmix', 'securon'],
    count: 8,
    intro:
      'Hybridná zabezpečovacia ústredňa spája drôtové zóny na doske s bezdrôtovými perifériami a zbernicovými modulmi.',
    use: 'Vhodná pre rodinné domy, kancelárie, predajne a menšie sklady.',
    make: (r, v, i) => {
      const zones = nth([8, 16, 32, 64, 128, 16, 32], i);
      const comm = nth(['LAN', 'GSM', 'LAN + LTE', '—'], i + r.int(0, 3));
      const code = `${v.prefix}-HYB${zones}${comm === 'LAN' ? '-IP' : comm === 'GSM' ? '-G' : comm === 'LAN + LTE' ? '-IPL' : ''}`;
      return {
        code,
        name: `Hybridná ústredňa ${zones} zón${comm !== '—' ? `, ${comm}` : ''}, v kovovom kryte`,
        short: `Ústredňa EZS s ${Math.min(8, zones)} zónami na doske rozšíriteľná na ${zones} zón${comm !== '—' ? ` s komunikáciou ${comm}` : ''}.`,
        features: [
          `${Math.min(8, zones)} zón na doske, rozšírenie na ${zones} zón`,
          `${Math.max(2, zones / 8)} podsystémov`,
          'Programovanie cez PC aj mobilnú aplikáciu',
          'Kovový kryt s miestom pre akumulátor 18 Ah',
        ],
        params: [
          ['Počet zón', String(zones)],
          ['Zóny na doske', String(Math.min(8, zones))],
          ['Podsystémy', String(Math.max(2, zones / 8))],
          ['Komunikácia', comm],
          ['Napájanie', '230 V AC'],
          ['Akumulátor', '12 V / 7–18', 'Ah'],
          ['Stupeň zabezpečenia', nth(GRADE, i)],
        ],
        eur: 95 + zones * 2.2 + (comm === '—' ? 0 : 60),
        note: `${zones} zón · ${comm}`,
      };
    },
  }),
  family({
    leaf: 'ezs/ustredne/bezdrotove-ustredne',
    kind: 'ap',
    vendors: ['sentrix', 'alarmix'],
    count: 6,
    intro: 'Bezdrôtová ústredňa s obojsmernou šifrovanou komunikáciou a dosahom až 2 000 m vo voľnom priestore.',
    use: 'Ideálna tam, kde nie je možné ťahať káble – byty, rekonštrukcie, chaty.',
    make: (r, v, i) => {
      const gen = nth(['2', '2 Plus', '3'], i);
      const comm = nth(['LAN + 2G', 'LAN + LTE', 'LAN + Wi-Fi + LTE'], i + r.int(0, 2));
      return {
        code: `${v.prefix}-HUB${gen.replace(' Plus', 'P')}-${comm.includes('Wi-Fi') ? 'WL' : comm.includes('LTE') ? 'L' : 'G'}`,
        name: `Bezdrôtová ústredňa Hub ${gen}, ${comm}, biela`,
        short: `Ústredňa pre až ${nth([100, 150, 200], i)} bezdrôtových zariadení s komunikáciou ${comm}.`,
        features: [
          'Obojsmerná šifrovaná rádiová komunikácia',
          'Overenie poplachu fotografiou z detektorov',
          'Záložný akumulátor na 16 hodín',
          'Mobilná aplikácia v slovenčine',
        ],
        params: [
          ['Max. počet zariadení', String(nth([100, 150, 200], i))],
          ['Frekvencia', '868', 'MHz'],
          ['Dosah', '2000', 'm'],
          ['Komunikácia', comm],
          ['Napájanie', '110–240 V AC'],
          ['Farba', 'biela'],
        ],
        eur: 160 + i * 35,
      };
    },
  }),
  family({
    leaf: 'ezs/ustredne/rozsirujuce-moduly',
    kind: 'module',
    vendors: ['alarmix', 'securon'],
    count: 7,
    intro: 'Zbernicový modul na rozšírenie zabezpečovacej ústredne o ďalšie vstupy, výstupy alebo napájanie.',
    use: 'Pripája sa na zbernicu ústredne do vzdialenosti 600 m.',
    make: (_r, v, i) => {
      const t = nth(
        [
          ['ZX8', 'Expandér 8 zón', '8 vstupov, EOL/2EOL', 45],
          ['OUT8', 'Modul 8 reléových výstupov', '8 výstupov 1 A', 52],
          ['PSU3A', 'Napájací modul 3 A so zálohou', '3 A, 13,8 V DC', 68],
          ['RX64', 'Bezdrôtový prijímač 64 zariadení', '868 MHz', 84],
          ['ZX16', 'Expandér 16 zón so zdrojom', '16 vstupov', 99],
          ['IP', 'Ethernetový modul s aplikáciou', 'LAN 10/100', 115],
          ['PRN', 'Modul tlačiarne a sériovej linky', 'RS-232', 39],
        ] as const,
        i,
      );
      return {
        code: `${v.prefix}-${t[0]}`,
        name: `${t[1]} pre ústredne ${v.name}`,
        short: `${t[1]} pripájaný na zbernicu ústredne.`,
        features: [
          t[2],
          'Adresovanie DIP prepínačmi',
          'Sabotážny kontakt krytu',
          'Montáž do krytu ústredne alebo samostatnej skrinky',
        ],
        params: [
          ['Typ modulu', t[1]],
          ['Parametre', t[2]],
          ['Zbernica', '4-vodičová'],
          ['Odber', String(25 + i * 10), 'mA'],
          ['Rozmery', '108 × 78', 'mm'],
        ],
        eur: t[3],
        note: t[0],
      };
    },
  }),
  family({
    leaf: 'ezs/klavesnice/lcd-klavesnice',
    kind: 'keypad',
    vendors: ['alarmix', 'securon'],
    count: 6,
    intro: 'Drôtová klávesnica s podsvieteným displejom a tlačidlami na ovládanie a programovanie systému.',
    use: 'Montuje sa pri vstupných dverách do výšky 1,5 m.',
    make: (r, v, i) => {
      const reader = i % 2 === 1;
      const lines = nth(['2×16', '2×32', '4×20'], i);
      return {
        code: `${v.prefix}-KP-LCD${lines.replace('×', '')}${reader ? '-R' : ''}`,
        name: `LCD klávesnica ${lines} znakov${reader ? ' s čítačkou kariet' : ''}, biela`,
        short: `Klávesnica s displejom ${lines} znakov${reader ? ' a vstavanou čítačkou EM kariet' : ''}.`,
        features: [
          'Modré podsvietenie displeja a tlačidiel',
          '2 zóny na klávesnici',
          reader ? 'Čítačka kariet EM 125 kHz' : 'Tlačidlá rýchleho zapnutia',
          'Sabotážny kontakt odtrhu zo steny',
        ],
        params: [
          ['Displej', `LCD ${lines}`],
          ['Čítačka kariet', reader ? 'áno, 125 kHz' : 'nie'],
          ['Napájanie', '12 V DC'],
          ['Odber', String(r.int(45, 90)), 'mA'],
          ['Krytie', 'IP30'],
          ['Farba', 'biela'],
        ],
        eur: reader ? 79 : 54 + i * 4,
      };
    },
  }),
  family({
    leaf: 'ezs/klavesnice/dotykove-klavesnice',
    kind: 'touchpad',
    vendors: ['alarmix', 'sentrix'],
    count: 5,
    intro: 'Dotyková klávesnica z tvrdeného skla so zabudovanou RFID čítačkou a hlasovým sprievodcom.',
    use: 'Elegantné ovládanie pre moderné interiéry a kancelárie.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-TK${nth(['5', '7', '7W', '10', '5W'], i)}`,
      name: `Dotyková klávesnica ${nth(['5″', '7″', '7″ bezdrôtová', '10″', '5″ bezdrôtová'], i)}, čierne sklo`,
      short: 'Sklenená dotyková klávesnica s RFID čítačkou MIFARE a podsvietením.',
      features: [
        'Tvrdené sklo hrúbky 4 mm',
        'Čítačka MIFARE DESFire',
        'Hlasové hlásenia v slovenčine',
        'Automatické stmievanie podsvietenia',
      ],
      params: [
        ['Uhlopriečka', nth(['5', '7', '7', '10', '5'], i), '″'],
        ['Pripojenie', i % 5 === 2 || i % 5 === 4 ? 'bezdrôtové 868 MHz' : 'zbernica'],
        ['Čítačka', 'MIFARE 13,56 MHz'],
        ['Napájanie', '12 V DC'],
        ['Farba', 'čierna'],
      ],
      eur: 119 + i * 28,
    }),
  }),
  family({
    leaf: 'ezs/klavesnice/dialkove-ovladace',
    kind: 'remote',
    vendors: ['sentrix', 'alarmix', 'securon'],
    count: 6,
    intro: 'Diaľkový ovládač na zapnutie, vypnutie a čiastočné stráženie systému s tlačidlom tiesne.',
    use: 'Praktický doplnok ku každej bezdrôtovej alebo hybridnej ústredni.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-RC4${nth(['', 'B', 'W', '-P'], i)}`,
      name: `Diaľkový ovládač 4 tlačidlá${nth(['', ', čierny', ', biely', ' s tlačidlom paniky'], i)}`,
      short: 'Kľúčenka so 4 tlačidlami a obojsmernou komunikáciou s potvrdením príkazu.',
      features: [
        '4 programovateľné tlačidlá',
        'LED potvrdenie príkazu',
        'Batéria CR2032 na 3 roky',
        'Ochrana proti náhodnému stlačeniu',
      ],
      params: [
        ['Počet tlačidiel', '4'],
        ['Frekvencia', '868', 'MHz'],
        ['Dosah', String(nth([400, 600, 1000], i)), 'm'],
        ['Batéria', 'CR2032'],
        ['Hmotnosť', '14', 'g'],
      ],
      eur: 18 + i * 4,
    }),
  }),
];
