import { GRADE } from './families-ezs.ts';
import { type Family, family, nth } from './family.ts';

/** Detectors, sirens and communicators. */
export const EZS_DEVICE_FAMILIES: Family[] = [
  family({
    leaf: 'ezs/detektory/pir-detektory',
    kind: 'pir',
    vendors: ['securon', 'alarmix', 'sentrix'],
    count: 12,
    intro: 'Pasívny infračervený detektor pohybu s digitálnou analýzou signálu a teplotnou kompenzáciou.',
    use: 'Určený do obytných a kancelárskych priestorov, verzie PET ignorujú zvieratá.',
    make: (r, v, i) => {
      const range = nth([12, 15, 18, 12, 15], i);
      const pet = i % 3 === 1 ? nth([20, 40], i) : 0;
      const wl = i % 4 === 3;
      return {
        code: `${v.prefix}-PIR${range}${pet ? `-PET${pet}` : ''}${wl ? '-W' : ''}`,
        name: `PIR detektor ${range} m${pet ? `, odolný voči zvieratám do ${pet} kg` : ''}${wl ? ', bezdrôtový' : ''}`,
        short: `Detektor pohybu s dosahom ${range} m a uhlom záberu 90°${pet ? `, imunita zvierat do ${pet} kg` : ''}.`,
        features: [
          `Dosah ${range} m, 90°`,
          'Digitálna teplotná kompenzácia',
          pet ? `Imunita voči zvieratám do ${pet} kg` : 'Ochrana proti plazeniu',
          wl ? 'Batéria na 5 rokov' : 'Svorky pre EOL odpory',
        ],
        params: [
          ['Dosah', String(range), 'm'],
          ['Uhol záberu', '90', '°'],
          ['Imunita zvierat', pet ? String(pet) : '—', pet ? 'kg' : ''],
          ['Napájanie', wl ? 'batéria CR123A' : '12 V DC'],
          ['Montážna výška', '2,1–2,7', 'm'],
          ['Prevádzková teplota', '−10 až +50', '°C'],
          ['Stupeň zabezpečenia', r.pick(GRADE)],
        ],
        eur: (wl ? 38 : 12) + range * 0.6 + (pet ? 5 : 0),
      };
    },
  }),
  family({
    leaf: 'ezs/detektory/dualne-detektory',
    kind: 'pir',
    vendors: ['securon', 'alarmix'],
    count: 7,
    intro: 'Duálny detektor kombinuje PIR a mikrovlnný senzor – poplach nastane, až keď pohyb potvrdia oba.',
    use: 'Pre náročné prostredia s prúdením vzduchu, kúrením alebo slnečným svitom.',
    make: (_r, v, i) => {
      const out = i % 3 === 2;
      const range = nth([12, 15, 18], i);
      return {
        code: `${v.prefix}-DT${range}${out ? '-EXT' : nth(['', '-AM'], i)}`,
        name: `Duálny detektor PIR + MW ${range} m${out ? ', vonkajší IP55' : i % 2 ? ', antimasking' : ''}`,
        short: `Detektor PIR s mikrovlnou 10,525 GHz, dosah ${range} m${out ? ' pre vonkajšie použitie' : ''}.`,
        features: [
          'PIR + mikrovlna 10,525 GHz',
          'Antimasking (verzia AM)',
          'Nastaviteľná citlivosť MW',
          'Pamäť poplachu',
        ],
        params: [
          ['Dosah', String(range), 'm'],
          ['Frekvencia MW', '10,525', 'GHz'],
          ['Napájanie', '12 V DC'],
          ['Odber', '18', 'mA'],
          ['Krytie', out ? 'IP55' : 'IP30'],
          ['Stupeň zabezpečenia', out ? 'Grade 2' : 'Grade 3'],
        ],
        eur: (out ? 89 : 34) + range,
        housing: out ? '#e6e8eb' : '#f6f7f8',
      };
    },
  }),
  family({
    leaf: 'ezs/detektory/magneticke-kontakty',
    kind: 'contact',
    vendors: ['securon', 'sentrix'],
    count: 9,
    intro: 'Magnetický kontakt s jazýčkovým relé signalizuje otvorenie dverí, okna alebo brány.',
    use: 'Povrchová montáž na drevené a plastové rámy, verzie pre kovové brány.',
    make: (_r, v, i) => {
      const t = nth(
        [
          ['MC20', 'Povrchový magnetický kontakt, biely', 'povrchová', 'biela', 3.9],
          ['MC20H', 'Povrchový magnetický kontakt, hnedý', 'povrchová', 'hnedá', 3.9],
          ['MC8R', 'Zápustný magnetický kontakt 8 mm', 'zápustná', 'biela', 4.5],
          ['MC-HD', 'Magnetický kontakt na garážovú bránu, kovový', 'na podlahu', 'strieborná', 19.9],
          ['MC20-W', 'Bezdrôtový magnetický kontakt so vstupom', 'povrchová', 'biela', 29.9],
          ['MC40', 'Povrchový magnetický kontakt s medzerou 40 mm', 'povrchová', 'biela', 6.9],
        ] as const,
        i,
      );
      return {
        code: `${v.prefix}-${t[0]}${i >= 6 ? '-2' : ''}`,
        name: t[1],
        short: `${t[1]} s montážou ${t[2]}.`,
        features: ['Jazýčkové relé NC', 'Sabotážna slučka', 'Kábel 4 žily, 30 cm', 'Pre drevené aj plastové rámy'],
        params: [
          ['Montáž', t[2]],
          ['Pracovná medzera', t[0].includes('40') ? '40' : '20', 'mm'],
          ['Kontakt', 'NC'],
          ['Farba', t[3]],
          ['Stupeň zabezpečenia', 'Grade 2'],
        ],
        eur: t[4],
        housing: t[3] === 'hnedá' ? '#8d6e63' : t[3] === 'strieborná' ? '#b0b7be' : '#f6f7f8',
      };
    },
  }),
  family({
    leaf: 'ezs/detektory/detektory-rozbitia-skla',
    kind: 'glassbreak',
    vendors: ['securon', 'alarmix'],
    count: 5,
    intro: 'Akustický detektor rozbitia skla analyzuje nízke aj vysoké frekvencie typické pre tríštenie skla.',
    use: 'Chráni výklady, presklené steny a okná už pri pokuse o vniknutie.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-GB${nth(['9', '9-W', '12', '9-C', '12-W'], i)}`,
      name: `Detektor rozbitia skla ${nth(['9 m', '9 m bezdrôtový', '12 m', '9 m stropný', '12 m bezdrôtový'], i)}`,
      short: 'Detektor tríštenia skla s dvojfrekvenčnou analýzou a testovacím režimom.',
      features: ['Dosah 9 až 12 m', 'Pre sklo hrúbky 2,4–6,4 mm', 'Testovací režim s LED', 'Nastaviteľná citlivosť'],
      params: [
        ['Dosah', nth(['9', '9', '12', '9', '12'], i), 'm'],
        ['Typ skla', 'obyčajné, tvrdené, lepené'],
        ['Napájanie', i % 5 === 1 || i % 5 === 4 ? 'batéria CR123A' : '12 V DC'],
        ['Krytie', 'IP30'],
      ],
      eur: 29 + i * 9,
    }),
  }),
  family({
    leaf: 'ezs/detektory',
    kind: 'pir',
    vendors: ['securon', 'sentrix'],
    count: 2,
    intro: 'Zvýhodnená sada detektorov pre typický rodinný dom.',
    use: 'Sada pokrýva vstup, obývačku a tri okná.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-KIT-DET${i + 1}`,
      name: `Sada detektorov pre rodinný dom ${i ? 'bezdrôtová' : 'drôtová'} (3× PIR, 3× kontakt)`,
      short: 'Výhodná sada troch PIR detektorov a troch magnetických kontaktov.',
      features: ['3× PIR detektor 12 m', '3× magnetický kontakt', 'Montážny materiál', 'Úspora oproti kusovému nákupu'],
      params: [
        ['Obsah balenia', '3× PIR, 3× MC'],
        ['Typ', i ? 'bezdrôtový 868 MHz' : 'drôtový'],
        ['Napájanie', i ? 'batérie' : '12 V DC'],
        ['Stupeň zabezpečenia', 'Grade 2'],
      ],
      eur: i ? 219 : 59,
    }),
  }),
  family({
    leaf: 'ezs/sireny/vonkajsie-sireny',
    kind: 'siren',
    vendors: ['securon', 'alarmix', 'sentrix'],
    count: 6,
    intro: 'Vonkajšia zálohovaná siréna s LED majákom, kovovým vnútorným krytom a ochranou proti odtrhnutiu.',
    use: 'Montuje sa na fasádu do výšky min. 3 m, viditeľne z ulice.',
    make: (_r, v, i) => {
      const color = nth(['modrý', 'červený', 'oranžový'], i);
      return {
        code: `${v.prefix}-OS${nth(['110', '120', '120W'], i)}-${color === 'červený' ? 'R' : color === 'oranžový' ? 'A' : 'B'}`,
        name: `Vonkajšia siréna ${nth([110, 120, 120], i)} dB s ${color.replace('ý', 'ým')} majákom${i % 3 === 2 ? ', bezdrôtová' : ''}`,
        short: `Zálohovaná siréna ${nth([110, 120, 120], i)} dB s LED majákom.`,
        features: [
          'Polykarbonátový kryt odolný voči UV',
          'Vnútorný kovový kryt',
          'Sabotáž proti odtrhnutiu a otvoreniu',
          'Miesto pre akumulátor 12 V / 2,2 Ah',
        ],
        params: [
          ['Akustický tlak', String(nth([110, 120, 120], i)), 'dB'],
          ['Farba majáka', color],
          ['Napájanie', i % 3 === 2 ? 'batérie 4× D' : '13,8 V DC'],
          ['Krytie', 'IP44'],
          ['Prevádzková teplota', '−25 až +55', '°C'],
        ],
        eur: 39 + i * 14,
        note: color === 'červený' ? 'red' : color === 'oranžový' ? 'amber' : 'blue',
      };
    },
  }),
  family({
    leaf: 'ezs/sireny/vnutorne-sireny',
    kind: 'sounder',
    vendors: ['securon', 'alarmix'],
    count: 5,
    intro: 'Kompaktná vnútorná siréna s vysokou hlasitosťou a nízkym odberom.',
    use: 'Na odradenie páchateľa priamo v chránenom priestore.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-IS${nth(['100', '105', '110', '100W', '105W'], i)}`,
      name: `Vnútorná siréna ${nth([100, 105, 110, 100, 105], i)} dB${i >= 3 ? ', bezdrôtová' : ''}, biela`,
      short: 'Vnútorná piezo siréna v plastovom kryte s nastaviteľným tónom.',
      features: ['Piezo menič', 'Biely kryt', 'Sabotážny kontakt', 'Montáž na stenu alebo strop'],
      params: [
        ['Akustický tlak', String(nth([100, 105, 110, 100, 105], i)), 'dB'],
        ['Napájanie', i >= 3 ? 'batéria CR123A' : '12 V DC'],
        ['Odber', '150', 'mA'],
        ['Farba', 'biela'],
      ],
      eur: i >= 3 ? 45 + i * 3 : 9 + i * 3,
      housing: '#f2f2f2',
    }),
  }),
  family({
    leaf: 'ezs/komunikatory',
    kind: 'module',
    vendors: ['sentrix', 'alarmix', 'securon'],
    count: 6,
    intro: 'Komunikátor prenáša poplachy a stav systému na pult centralizovanej ochrany aj do mobilnej aplikácie.',
    use: 'Kompatibilný s väčšinou ústrední cez telefónnu linku, zbernicu alebo výstupy.',
    make: (_r, v, i) => {
      const t = nth(['GSM', 'LTE', 'LAN', 'LTE + LAN', 'GSM', 'LTE'], i);
      return {
        code: `${v.prefix}-COM-${t.replace(' + ', '')}${i >= 4 ? '-M' : ''}`,
        name: `${t.includes('LAN') && !t.includes('+') ? 'IP' : t} komunikátor${i >= 4 ? ' s modulom hlasových správ' : ''} pre PCO a aplikáciu`,
        short: `Komunikátor ${t} s protokolmi SIA DC-09 a Contact ID.`,
        features: [
          'Protokoly SIA DC-09, Contact ID',
          'SMS a push notifikácie',
          '4 vstupy a 2 výstupy',
          'Vzdialená konfigurácia',
        ],
        params: [
          ['Komunikácia', t],
          ['Vstupy / výstupy', '4 / 2'],
          ['Protokoly', 'SIA DC-09, Contact ID'],
          ['Napájanie', '12 V DC'],
          ['Odber', '80–250', 'mA'],
          ['Anténa', t === 'LAN' ? '—' : 'externá SMA'],
        ],
        eur: 79 + i * 22,
        note: t,
      };
    },
  }),
];
