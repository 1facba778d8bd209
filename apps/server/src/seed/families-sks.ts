import { type Family, family, nth } from './family.ts';

const TECH = ['EM 125 kHz', 'MIFARE 13,56 MHz', 'EM + MIFARE', 'MIFARE DESFire EV3'];

/** Access control: readers, controllers, locks, media, attendance. */
export const SKS_FAMILIES: Family[] = [
  family({
    leaf: 'sks/citacky/rfid-citacky',
    kind: 'reader',
    vendors: ['accessa'],
    count: 9,
    intro: 'Bezkontaktná čítačka kariet a čipov s rozhraním Wiegand alebo RS-485 (OSDP).',
    use: 'Na zárubňu dverí alebo vedľa vstupu, v interiéri aj exteriéri.',
    make: (_r, v, i) => {
      const tech = nth(TECH, i);
      const osdp = i % 2 === 1;
      return {
        code: `${v.prefix}-R${nth(['10', '20', '30', '40'], i)}${osdp ? '-OSDP' : '-WG'}`,
        name: `RFID čítačka ${tech}, ${osdp ? 'OSDP' : 'Wiegand'}, na zárubňu`,
        short: `Čítačka ${tech} s rozhraním ${osdp ? 'RS-485 OSDP v2' : 'Wiegand 26/34'}.`,
        features: [
          `Technológia ${tech}`,
          `Rozhranie ${osdp ? 'OSDP v2 so šifrovaním' : 'Wiegand 26/34'}`,
          'Dvojfarebná LED a bzučiak',
          'Krytie IP65 pre exteriér',
        ],
        params: [
          ['Technológia', tech],
          ['Rozhranie', osdp ? 'RS-485 OSDP' : 'Wiegand'],
          ['Dosah čítania', tech.startsWith('EM') ? '8' : '5', 'cm'],
          ['Napájanie', '12 V DC'],
          ['Krytie', 'IP65'],
          ['Rozmery', '45 × 120 × 18', 'mm'],
        ],
        eur: 35 + i * 9,
      };
    },
  }),
  family({
    leaf: 'sks/citacky/citacky-s-klavesnicou',
    kind: 'keypadreader',
    vendors: ['accessa'],
    count: 6,
    intro: 'Čítačka kariet s podsvietenou PIN klávesnicou pre dvojfaktorové overenie.',
    use: 'Vstupy s vyššími nárokmi na bezpečnosť – serverovne, sklady, kancelárie.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-RK${nth(['10', '20', '30'], i)}${i >= 3 ? '-OSDP' : '-WG'}`,
      name: `Čítačka ${nth(TECH, i)} s klávesnicou${i >= 3 ? ', OSDP' : ''}`,
      short: 'Karta, PIN alebo karta + PIN pre bezpečnejší prístup.',
      features: ['Podsvietená klávesnica', 'Režimy karta / PIN / karta + PIN', 'Antivandal kryt', 'Sabotážny kontakt'],
      params: [
        ['Technológia', nth(TECH, i)],
        ['Klávesnica', '12 tlačidiel, podsvietená'],
        ['Rozhranie', i >= 3 ? 'OSDP' : 'Wiegand'],
        ['Napájanie', '12 V DC'],
        ['Krytie', 'IP65'],
      ],
      eur: 62 + i * 12,
    }),
  }),
  family({
    leaf: 'sks/citacky/biometricke-citacky',
    kind: 'finger',
    vendors: ['accessa'],
    count: 6,
    intro: 'Biometrická čítačka s rýchlym overením a ochranou proti falšovaniu (anti-spoofing).',
    use: 'Bez kariet, ktoré sa dajú stratiť alebo požičať.',
    make: (_r, v, i) => {
      const face = i >= 3;
      return {
        code: `${v.prefix}-${face ? 'FACE' : 'FP'}${nth(['1', '3', '5'], i)}${i % 3 === 2 ? '-M' : ''}`,
        name: face
          ? `Čítačka tváre ${nth(['3 000', '10 000', '50 000'], i)} užívateľov${i % 3 === 2 ? ' s MIFARE' : ''}`
          : `Čítačka odtlačkov prstov ${nth(['1 000', '3 000', '5 000'], i)} užívateľov${i % 3 === 2 ? ' s MIFARE' : ''}`,
        short: face ? 'Rozpoznanie tváre za 0,2 s aj s rúškom.' : 'Optický snímač prstov s detekciou živého prsta.',
        features: [
          face ? 'Rozpoznanie tváre za 0,2 s' : 'Detekcia živého prsta',
          'Wiegand aj RS-485',
          'Webová správa',
          'Pamäť 100 000 udalostí',
        ],
        params: [
          ['Biometria', face ? 'tvár' : 'odtlačok prsta'],
          ['Kapacita', nth(face ? ['3 000', '10 000', '50 000'] : ['1 000', '3 000', '5 000'], i)],
          ['Rozhranie', 'Wiegand, RS-485, LAN'],
          ['Napájanie', '12 V DC'],
          ['Krytie', face ? 'IP65' : 'IP54'],
        ],
        eur: (face ? 320 : 140) + (i % 3) * 60,
      };
    },
  }),
  family({
    leaf: 'sks/riadiace-jednotky/sietove-kontrolery',
    kind: 'module',
    vendors: ['accessa'],
    count: 5,
    intro: 'Sieťový kontrolér prístupového systému s webovou správou a offline režimom.',
    use: 'Pre firmy s viacerými dverami a centrálnou správou oprávnení.',
    make: (_r, v, i) => {
      const doors = nth([1, 2, 4, 2, 4], i);
      return {
        code: `${v.prefix}-C${doors}00${i >= 3 ? '-PSU' : ''}`,
        name: `Sieťový kontrolér pre ${doors === 1 ? 'jedny' : doors} dvere${i >= 3 ? ' v skrini so zdrojom' : ''}`,
        short: `Kontrolér pre ${doors} dvere a ${doors * 2} čítačky s TCP/IP.`,
        features: [
          `${doors * 2} vstupy pre čítačky`,
          'Webová správa a API',
          'Offline režim s pamäťou 100 000 kariet',
          'Funkcia anti-passback',
        ],
        params: [
          ['Počet dverí', String(doors)],
          ['Čítačky', String(doors * 2)],
          ['Užívatelia', '100 000'],
          ['Komunikácia', 'TCP/IP'],
          ['Napájanie', '12 V DC'],
        ],
        eur: 150 + doors * 60 + (i >= 3 ? 70 : 0),
        note: `${doors} dvere · LAN`,
      };
    },
  }),
  family({
    leaf: 'sks/riadiace-jednotky/autonomne-jednotky',
    kind: 'keypadreader',
    vendors: ['accessa', 'lockwell'],
    count: 5,
    intro: 'Samostatná prístupová jednotka s klávesnicou a čítačkou – netreba počítač ani softvér.',
    use: 'Jednoduché zabezpečenie jedných dverí – kancelária, sklad, kotolňa.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-SA${nth(['1000', '2000', '3000', '1000W', '2000W'], i)}`,
      name: `Autonómna jednotka s klávesnicou${i >= 3 ? ' a Wi-Fi' : ''}, ${nth(['1 000', '2 000', '3 000'], i)} užívateľov`,
      short: 'Prístup kartou, PIN kódom alebo kombináciou, programovanie master kartou.',
      features: [
        'Programovanie master kartou',
        'Relé 2 A pre zámok',
        i >= 3 ? 'Správa cez aplikáciu' : 'Vstup pre odchodové tlačidlo',
        'Krytie IP66',
      ],
      params: [
        ['Užívatelia', nth(['1 000', '2 000', '3 000'], i)],
        ['Technológia', 'EM 125 kHz'],
        ['Relé', '2 A'],
        ['Napájanie', '12 V DC'],
        ['Krytie', 'IP66'],
      ],
      eur: 39 + i * 15,
      housing: '#c3c9cf',
    }),
  }),
  family({
    leaf: 'sks/elektricke-zamky/elektromagneticke-zamky',
    kind: 'maglock',
    vendors: ['lockwell'],
    count: 6,
    intro: 'Elektromagnetický prídržný zámok so spätnou väzbou stavu dverí.',
    use: 'Na jednokrídlové aj dvojkrídlové dvere s voliteľnými montážnymi L a Z profilmi.',
    make: (_r, v, i) => {
      const kg = nth([180, 280, 350, 500, 280, 500], i);
      return {
        code: `${v.prefix}-EM${kg}${i >= 4 ? '-LED' : ''}`,
        name: `Elektromagnetický zámok ${kg} kg${i >= 4 ? ' s LED a senzorom' : ''}`,
        short: `Prídržná sila ${kg} kg, napájanie 12/24 V DC.`,
        features: [
          `Prídržná sila ${kg} kg`,
          'Napájanie 12 alebo 24 V DC',
          'Bez zvyškového magnetizmu',
          i >= 4 ? 'LED indikácia a senzor stavu' : 'Eloxovaný hliníkový kryt',
        ],
        params: [
          ['Prídržná sila', String(kg), 'kg'],
          ['Napájanie', '12 / 24 V DC'],
          ['Odber', kg > 300 ? '500 / 250' : '300 / 150', 'mA'],
          ['Spätná väzba', i >= 4 ? 'áno' : 'nie'],
          ['Materiál', 'hliník, oceľ'],
        ],
        eur: 22 + kg * 0.12 + (i >= 4 ? 15 : 0),
        note: `${kg} kg`,
      };
    },
  }),
  family({
    leaf: 'sks/elektricke-zamky/elektricke-otvarace',
    kind: 'strike',
    vendors: ['lockwell'],
    count: 6,
    intro: 'Elektrický dverový otvárač do zárubne s nastaviteľnou západkou.',
    use: 'Na vstupné, bytové aj kancelárske dvere v spojení s vrátnikom alebo čítačkou.',
    make: (_r, v, i) => {
      const mem = i % 2 === 0;
      return {
        code: `${v.prefix}-ES${nth(['12', '12', '24', '1224'], i)}${mem ? '-M' : ''}${i >= 4 ? '-FR' : ''}`,
        name: `Elektrický otvárač ${nth(['12 V AC/DC', '12 V AC/DC', '24 V DC', '12–24 V'], i)}${mem ? ' s pamäťou' : ''}${i >= 4 ? ', reverzný' : ''}`,
        short: `Otvárač ${mem ? 's mechanickou pamäťou' : 'bez pamäte'} pre ľavé aj pravé dvere.`,
        features: [
          'Nastaviteľná západka ±3 mm',
          mem ? 'Mechanická pamäť' : 'Aretácia',
          'Pre ľavé aj pravé dvere',
          'Nerezová čelná doska',
        ],
        params: [
          ['Napätie', nth(['12 V AC/DC', '12 V AC/DC', '24 V DC', '12–24 V'], i)],
          ['Pamäť', mem ? 'áno' : 'nie'],
          ['Režim', i >= 4 ? 'reverzný (fail safe)' : 'štandardný (fail secure)'],
          ['Pevnosť', '3 500', 'N'],
        ],
        eur: 18 + i * 6,
        note: nth(['12 V AC/DC', '12 V AC/DC', '24 V DC', '12–24 V'], i),
      };
    },
  }),
  family({
    leaf: 'sks/elektricke-zamky/motorove-zamky',
    kind: 'strike',
    vendors: ['lockwell'],
    count: 4,
    intro: 'Samozamykací motorový zámok s viacbodovým uzamknutím a ovládaním zo systému SKS.',
    use: 'Pre vstupné dvere rodinných domov a firiem.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-MZ${nth(['35', '35-3P', '45', '45-3P'], i)}`,
      name: `Motorový zámok, backset ${nth([35, 35, 45, 45], i)} mm${i % 2 ? ', 3-bodový' : ''}`,
      short: 'Samozamykací motorový zámok s čelnou doskou 24 mm.',
      features: [
        'Samozamykanie po zatvorení',
        i % 2 ? '3-bodové uzamknutie' : '1-bodové uzamknutie',
        'Spätná väzba stavu',
        'Mechanické otvorenie kľúčom',
      ],
      params: [
        ['Backset', String(nth([35, 35, 45, 45], i)), 'mm'],
        ['Body uzamknutia', i % 2 ? '3' : '1'],
        ['Napájanie', '12–24 V DC'],
        ['Čelná doska', '24', 'mm'],
      ],
      eur: 240 + i * 55,
      housing: '#b0b7be',
      note: '12–24 V DC',
    }),
  }),
  family({
    leaf: 'sks/identifikacne-media/rfid-karty',
    kind: 'card',
    vendors: ['accessa'],
    count: 6,
    intro: 'Bezkontaktná ISO karta z PVC s možnosťou potlače.',
    use: 'Identifikácia osôb v systémoch kontroly vstupu a dochádzky.',
    make: (_r, v, i) => {
      const pack = i >= 3;
      const tech = nth(['EM 4200', 'MIFARE 1K', 'DESFire EV3'], i);
      return {
        code: `${v.prefix}-CARD-${tech.replace(/[^0-9A-Z]/g, '')}${pack ? '-50' : ''}`,
        name: `RFID karta ${tech}${pack ? ', balenie 50 ks' : ''}`,
        short: pack ? `ISO karta ${tech} v balení po 50 kusoch.` : `ISO karta ${tech}.`,
        features: [
          'Formát ISO CR80',
          'Vhodná na potlač',
          tech.startsWith('EM') ? 'Len na čítanie, jedinečné ID' : 'Šifrovaná pamäť',
          'Hrúbka 0,8 mm',
        ],
        params: [
          ['Technológia', tech],
          ['Formát', 'ISO CR80'],
          ['Hrúbka', '0,8', 'mm'],
          ['Balenie', pack ? '50' : '1', 'ks'],
        ],
        eur: pack ? 45 + i * 15 : 0.9 + i * 1.1,
        unit: pack ? 'bal' : 'ks',
        note: tech,
        housing: i % 2 ? '#263238' : '#ffffff',
      };
    },
  }),
  family({
    leaf: 'sks/identifikacne-media/rfid-kluceenky',
    kind: 'keyfob',
    vendors: ['accessa'],
    count: 5,
    intro: 'Odolná RFID kľúčenka z ABS plastu v rôznych farbách na rozlíšenie skupín užívateľov.',
    use: 'Na kľúče – vždy po ruke pri vstupe.',
    make: (_r, v, i) => {
      const color = nth(['modrá', 'červená', 'zelená', 'žltá', 'čierna'], i);
      return {
        code: `${v.prefix}-TAG-${nth(['B', 'R', 'G', 'Y', 'K'], i)}-10`,
        name: `RFID kľúčenka MIFARE 1K, ${color}, balenie 10 ks`,
        short: `Kľúčenka MIFARE 1K, farba ${color}, 10 ks v balení.`,
        features: ['MIFARE Classic 1K', 'Odolný ABS plast', 'Krytie IP67', 'Balenie 10 ks'],
        params: [
          ['Technológia', 'MIFARE 1K'],
          ['Farba', color],
          ['Krytie', 'IP67'],
          ['Balenie', '10', 'ks'],
        ],
        eur: 12 + i * 0.5,
        unit: 'bal',
        housing: nth(['#1e88e5', '#e53935', '#43a047', '#fdd835', '#263238'], i),
      };
    },
  }),
  family({
    leaf: 'sks/dochadzkove-terminaly',
    kind: 'terminal',
    vendors: ['accessa'],
    count: 5,
    intro: 'Dochádzkový terminál s farebným displejom, funkčnými tlačidlami a exportom do mzdových systémov.',
    use: 'Evidencia príchodov, odchodov, obedov a služobných ciest.',
    make: (_r, v, i) => ({
      code: `${v.prefix}-T${nth(['100', '200', '300', '200F', '300F'], i)}`,
      name: `Dochádzkový terminál ${nth(['s kartou', 's kartou a PIN', 's kartou a Wi-Fi', 's odtlačkom prsta', 's rozpoznaním tváre'], i)}`,
      short: 'Terminál s displejom 3,5″, 4 funkčnými tlačidlami a pamäťou 100 000 záznamov.',
      features: [
        'Funkčné tlačidlá príchod/odchod/obed/služobne',
        'Export do mzdových systémov',
        'Webový softvér zadarmo',
        'Záložná batéria',
      ],
      params: [
        ['Displej', '3,5″ farebný'],
        ['Identifikácia', nth(['karta', 'karta, PIN', 'karta', 'prst, karta', 'tvár, karta'], i)],
        ['Komunikácia', i === 2 ? 'LAN, Wi-Fi' : 'LAN'],
        ['Užívatelia', '3 000'],
        ['Napájanie', '12 V DC'],
      ],
      eur: 149 + i * 70,
    }),
  }),
];
