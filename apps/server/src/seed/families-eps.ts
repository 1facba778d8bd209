import { type Family, family, nth } from './family.ts';

/** Fire alarm: panels, detectors, sounders, accessories, books. */
export const EPS_FAMILIES: Family[] = [
  family({
    leaf: 'eps/poziarne-ustredne/konvencne-ustredne',
    kind: 'firepanel',
    vendors: ['flameguard', 'ignis-protect'],
    count: 5,
    intro: 'Konvenčná ústredňa elektrickej požiarnej signalizácie certifikovaná podľa STN EN 54-2 a EN 54-4.',
    use: 'Pre menšie objekty – obchody, reštaurácie, kancelárie a školy.',
    make: (_r, v, i) => {
      const z = nth([2, 4, 8, 4, 8], i);
      return {
        code: `${v.prefix}-CFP${z}${i >= 3 ? '-R' : ''}`,
        name: `Konvenčná požiarna ústredňa ${z} zón${i >= 3 ? ' s modulom relé' : ''}`,
        short: `Ústredňa EPS pre ${z} konvenčných zón s pamäťou 500 udalostí.`,
        features: [
          `${z} konvenčných zón`,
          '2 monitorované sirénové výstupy',
          'Výstupy pre ZDP a OPPO',
          'Pamäť 500 udalostí',
        ],
        params: [
          ['Počet zón', String(z)],
          ['Sirénové výstupy', '2'],
          ['Napájanie', '230 V AC'],
          ['Akumulátory', '2× 12 V / 7', 'Ah'],
          ['Certifikácia', 'EN 54-2, EN 54-4'],
        ],
        eur: 190 + z * 45,
        note: `Pokoj – ${z} zón`,
      };
    },
  }),
  family({
    leaf: 'eps/poziarne-ustredne/adresovatelne-ustredne',
    kind: 'firepanel',
    vendors: ['flameguard', 'ignis-protect'],
    count: 5,
    intro: 'Adresovateľná požiarna ústredňa s presnou lokalizáciou hlásiča a sieťovaním až 32 ústrední.',
    use: 'Pre nemocnice, hotely, administratívne budovy a priemyselné areály.',
    make: (_r, v, i) => {
      const loops = nth([1, 2, 4, 8, 2], i);
      return {
        code: `${v.prefix}-AFP${loops}L${i === 4 ? '-NET' : ''}`,
        name: `Adresovateľná požiarna ústredňa ${loops} ${loops === 1 ? 'slučka' : loops < 5 ? 'slučky' : 'slučiek'}${i === 4 ? ', sieťová karta' : ''}`,
        short: `Ústredňa pre ${loops * 250} adresovateľných prvkov s dotykovým displejom.`,
        features: [
          `${loops} ${loops === 1 ? 'slučka' : 'slučky'} po 250 adresách`,
          'Dotykový displej 7″',
          'Sieťovanie až 32 ústrední',
          'Pamäť 10 000 udalostí',
        ],
        params: [
          ['Počet slučiek', String(loops)],
          ['Adresy', String(loops * 250)],
          ['Displej', '7″ dotykový'],
          ['Napájanie', '230 V AC'],
          ['Akumulátory', '2× 12 V / 17', 'Ah'],
          ['Certifikácia', 'EN 54-2, EN 54-4'],
        ],
        eur: 690 + loops * 210,
        note: `Pokoj – ${loops} sl.`,
      };
    },
  }),
  family({
    leaf: 'eps/hlasice/opticke-hlasice',
    kind: 'smoke',
    vendors: ['flameguard', 'ignis-protect'],
    count: 9,
    intro: 'Optický hlásič dymu na princípe rozptylu svetla s kompenzáciou znečistenia komory.',
    use: 'Pre kancelárie, chodby, byty a ubytovacie zariadenia.',
    make: (_r, v, i) => {
      const addr = i % 2 === 1;
      return {
        code: `${v.prefix}-${addr ? 'A' : 'C'}OD${nth(['100', '200', '300', '100N'], Math.floor(i / 2))}`,
        name: `Optický hlásič dymu ${addr ? 'adresovateľný' : 'konvenčný'}${i >= 6 ? ' s izolátorom' : ''}`,
        short: `${addr ? 'Adresovateľný' : 'Konvenčný'} hlásič dymu certifikovaný podľa EN 54-7.`,
        features: [
          'Kompenzácia znečistenia',
          'Obojsmerná LED indikácia',
          'Ochranná sieťka proti hmyzu',
          addr ? 'Automatické adresovanie' : 'Výstup pre paralelnú signalizáciu',
        ],
        params: [
          ['Typ', addr ? 'adresovateľný' : 'konvenčný'],
          ['Princíp', 'optický, rozptyl svetla'],
          ['Napájanie', addr ? 'zo slučky' : '9–30 V DC'],
          ['Pokojový odber', addr ? '0,3' : '0,08', 'mA'],
          ['Certifikácia', 'EN 54-7'],
        ],
        eur: addr ? 34 + i * 2 : 12 + i * 2,
      };
    },
  }),
  family({
    leaf: 'eps/hlasice/teplotne-hlasice',
    kind: 'smoke',
    vendors: ['flameguard', 'ignis-protect'],
    count: 6,
    intro: 'Teplotný hlásič s maximálnou a diferenciálnou charakteristikou podľa EN 54-5.',
    use: 'Tam, kde by dymový hlásič spôsoboval plané poplachy – kuchyne, kotolne, garáže.',
    make: (_r, v, i) => {
      const addr = i >= 3;
      const cls = nth(['A1R', 'A2S', 'BS'], i);
      return {
        code: `${v.prefix}-${addr ? 'A' : 'C'}HD-${cls}`,
        name: `Teplotný hlásič trieda ${cls} ${addr ? 'adresovateľný' : 'konvenčný'}`,
        short: `Teplotný hlásič triedy ${cls} podľa EN 54-5.`,
        features: [
          `Trieda ${cls}`,
          'Odolnosť voči prachu a pare',
          'LED indikácia poplachu',
          'Kompatibilný so štandardnou päticou',
        ],
        params: [
          ['Trieda', cls],
          ['Typ', addr ? 'adresovateľný' : 'konvenčný'],
          ['Teplota zásahu', cls === 'BS' ? '69–85' : '54–65', '°C'],
          ['Certifikácia', 'EN 54-5'],
        ],
        eur: addr ? 36 + i : 14 + i,
      };
    },
  }),
  family({
    leaf: 'eps/hlasice/tlacidlove-hlasice',
    kind: 'callpoint',
    vendors: ['flameguard', 'ignis-protect'],
    count: 6,
    intro: 'Tlačidlový hlásič požiaru s resetovateľným elementom a testovacím kľúčom.',
    use: 'Pri únikových východoch a na chodbách vo výške 1,2–1,5 m.',
    make: (_r, v, i) => {
      const out = i % 3 === 2;
      const addr = i % 2 === 1;
      return {
        code: `${v.prefix}-${addr ? 'A' : 'C'}MCP${out ? '-IP67' : ''}${i >= 4 ? '-2' : ''}`,
        name: `Tlačidlový hlásič ${addr ? 'adresovateľný' : 'konvenčný'}${out ? ' vonkajší IP67' : ''}, červený`,
        short: 'Ručný hlásič požiaru podľa EN 54-11 s resetovateľným elementom.',
        features: [
          'Resetovateľný element',
          'Testovací kľúč v balení',
          out ? 'Vonkajšie krytie IP67' : 'Povrchová montáž',
          'Voliteľný ochranný kryt',
        ],
        params: [
          ['Typ', addr ? 'adresovateľný' : 'konvenčný'],
          ['Krytie', out ? 'IP67' : 'IP24'],
          ['Farba', 'červená'],
          ['Certifikácia', 'EN 54-11'],
        ],
        eur: (addr ? 29 : 11) + (out ? 22 : 0),
      };
    },
  }),
  family({
    leaf: 'eps/poziarne-sireny/sireny-eps',
    kind: 'sounder',
    vendors: ['flameguard', 'ignis-protect'],
    count: 6,
    intro: 'Požiarna siréna s 32 voliteľnými tónmi a nastaviteľnou hlasitosťou.',
    use: 'Vyhlásenie požiarneho poplachu v chránenom objekte.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-SND${nth(['100', '100-W', '105', '105-A'], i)}${i >= 4 ? '-O' : ''}`,
      name: `Požiarna siréna ${nth(['100', '100', '105', '105'], i)} dB${nth(['', ', biela', '', ', adresovateľná'], i)}${i >= 4 ? ', vonkajšia' : ''}`,
      short: 'Siréna podľa EN 54-3 so synchronizáciou tónov.',
      features: ['32 tónov', 'Synchronizácia viacerých sirén', 'Nízky odber', 'Rýchla montáž na pätici'],
      params: [
        ['Akustický tlak', nth(['100', '100', '105', '105'], i), 'dB'],
        ['Tóny', '32'],
        ['Napájanie', '9–30 V DC'],
        ['Certifikácia', 'EN 54-3'],
      ],
      eur: 22 + i * 7,
      housing: i % 4 === 1 ? '#f2f2f2' : '#d32f2f',
    }),
  }),
  family({
    leaf: 'eps/poziarne-sireny/opticke-signalizatory',
    kind: 'sounder',
    vendors: ['flameguard', 'ignis-protect'],
    count: 5,
    intro: 'Zábleskový maják alebo kombinovaný signalizátor podľa EN 54-23.',
    use: 'Pre priestory s vysokým hlukom a pre osoby so sluchovým postihnutím.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-VAD${nth(['-R', '-W', '-SR', '-SW', '-RO'], i)}`,
      name: `${i >= 2 && i <= 3 ? 'Kombinovaná siréna s majákom' : 'Optický signalizátor'}, ${nth(['červený', 'biely', 'červená', 'biela', 'červený vonkajší'], i)}`,
      short: 'Optický výstražný prvok podľa EN 54-23 kategórie W.',
      features: ['Kategória W-2,4-7,5', 'Frekvencia zábleskov 0,5 / 1 Hz', 'Nízky odber LED', 'Montáž na stenu'],
      params: [
        ['Kategória', 'W-2,4-7,5'],
        ['Farba záblesku', i % 2 ? 'biela' : 'červená'],
        ['Napájanie', '9–30 V DC'],
        ['Certifikácia', 'EN 54-23'],
      ],
      eur: 39 + i * 9,
      note: 'beacon',
      housing: i % 2 ? '#f2f2f2' : '#d32f2f',
    }),
  }),
  family({
    leaf: 'eps/prislusenstvo-eps/patice',
    kind: 'junction',
    vendors: ['flameguard', 'ignis-protect'],
    count: 5,
    intro: 'Pätica pre automatické hlásiče s bajonetovým uchytením.',
    use: 'Jednotná pätica pre optické aj teplotné hlásiče daného výrobcu.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-BASE${nth(['', '-D', '-S', '-I', '-W'], i)}`,
      name: `Pätica ${nth(['štandardná', 's diódou', 'so sirénou', 's izolátorom', 'do vlhkého prostredia'], i)} pre hlásiče`,
      short: 'Pätica k automatickým hlásičom s mechanickou poistkou proti vybratiu.',
      features: ['Bajonetové uchytenie', 'Mechanická poistka', 'Svorky do 2,5 mm²', 'Biela farba'],
      params: [
        ['Typ', nth(['štandardná', 's diódou', 'so sirénou', 's izolátorom', 'IP44'], i)],
        ['Priemer', '105', 'mm'],
        ['Svorky', '2,5', 'mm²'],
        ['Materiál', 'ABS, samozhášavý'],
        ['Farba', 'biela'],
      ],
      eur: 4.5 + i * 6,
    }),
  }),
  family({
    leaf: 'eps/prislusenstvo-eps/poziarne-kable',
    kind: 'reel',
    vendors: ['kabelon'],
    count: 6,
    intro: 'Bezhalogénový kábel s funkčnou integritou pri požiari podľa STN 92 0205.',
    use: 'Na prepojenie prvkov EPS, evakuačného rozhlasu a núdzového osvetlenia.',
    make: (_r, v, i) => {
      const pairs = nth(['1×2×0,8', '2×2×0,8', '1×2×0,8', '2×2×0,8', '4×2×0,8', '1×2×1,0'], i);
      const reel = i % 2 === 1;
      return {
        code: `${v.prefix}-JEH-${pairs.replace(/[^0-9]/g, '')}${i >= 2 ? '-P90' : '-P60'}${reel ? '-500' : ''}`,
        name: `Požiarny kábel JE-H(St)H ${pairs} ${i >= 2 ? 'P90-R' : 'P60-R'}${reel ? ', kotúč 500 m' : ', metráž'}`,
        short: `Oheňovzdorný kábel ${pairs} s funkčnou integritou ${i >= 2 ? '90' : '60'} minút.`,
        features: [
          'Bezhalogénový plášť',
          `Funkčná integrita ${i >= 2 ? 'P90-R' : 'P60-R'}`,
          'Tienenie hliníkovou fóliou',
          'Červený plášť',
        ],
        params: [
          ['Zloženie', pairs],
          ['Funkčná integrita', i >= 2 ? 'P90-R' : 'P60-R'],
          ['Trieda reakcie na oheň', 'B2ca s1 d0'],
          ['Farba plášťa', 'červená'],
          ['Balenie', reel ? '500 m' : 'metráž'],
        ],
        eur: reel ? 210 + i * 60 : 0.9 + i * 0.2,
        unit: reel ? 'kotúč' : 'm',
        note: reel ? '500 m' : 'metráž',
        housing: '#d32f2f',
      };
    },
  }),
  family({
    leaf: 'eps/odborna-literatura',
    kind: 'book',
    vendors: ['edusec'],
    count: 5,
    vat: 5,
    intro: 'Tlačená odborná publikácia v slovenčine od autorov s dlhoročnou praxou.',
    use: 'Pre projektantov, montážnikov a revíznych technikov.',
    make: (_r, v, i) => {
      const t = nth(
        [
          ['Príručka projektanta EPS podľa STN EN 54', 312, 39],
          ['Zabezpečovacie systémy v praxi', 248, 29],
          ['Kamerové systémy a GDPR', 176, 24],
          ['Revízie a kontroly EPS', 204, 32],
          ['Kontrola vstupu od A po Z', 188, 27],
        ] as const,
        i,
      );
      return {
        code: `${v.prefix}-BOOK-${String(i + 1).padStart(2, '0')}`,
        name: `Kniha: ${t[0]}`,
        short: `Odborná publikácia, ${t[1]} strán, mäkká väzba.`,
        features: [`${t[1]} strán`, 'Mäkká väzba, formát A5', 'Vzorové výpočty a schémy', 'Aktualizované vydanie 2026'],
        params: [
          ['Počet strán', String(t[1])],
          ['Väzba', 'mäkká'],
          ['Formát', 'A5'],
          ['Jazyk', 'slovenský'],
          ['Rok vydania', '2026'],
        ],
        eur: t[2],
        note: t[0],
      };
    },
  }),
];
