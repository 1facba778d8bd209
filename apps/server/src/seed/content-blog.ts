import type { Art } from './content-art.ts';

export interface BlogSeed {
  slug: string;
  title: string;
  perex: string;
  content: string;
  topic: string;
  art: Art;
  daysAgo: number;
  homepage: 0 | 1;
}

const v = (vendor: string, brand: string) => ({ vendor, brand });
const VN = v('Vidinet', '#c8102e');
const ALX = v('Alarmix', '#d35400');
const PF = v('Portafon', '#2c3e50');
const FG = v('Flameguard', '#b22222');
const ACS = v('Accessa', '#27ae60');
const NTL = v('Netlio', '#0097a7');

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: 'ako-vybrat-ip-kameru',
    title: 'Ako vybrať IP kameru: rozlíšenie, objektív a IR prísvit',
    perex:
      '<p>Viac megapixelov neznamená vždy lepší obraz. Poradíme, ako zvoliť kameru podľa toho, čo naozaj potrebujete rozpoznať.</p>',
    topic: 'Kamerové systémy',
    art: { colors: ['#1565c0', '#0d47a1'], devices: [{ kind: 'bullet', ...VN, code: 'VN-2CD2443G2-I' }] },
    daysAgo: 6,
    homepage: 1,
    content:
      '<h2>Začnite otázkou „čo chcem vidieť“</h2><p>Pri návrhu kamerového systému rozlišujeme tri úrovne detailu: <strong>detekciu</strong> (niečo sa hýbe), <strong>rozpoznanie</strong> (je to osoba alebo auto) a <strong>identifikáciu</strong> (kto to je, aké má ŠPZ). Pre identifikáciu tváre potrebujete aspoň 250 pixelov na meter scény.</p>' +
      '<h2>Rozlíšenie a objektív idú ruka v ruke</h2><p>Kamera 4 Mpx s objektívom 2,8 mm pokryje široký dvor, ale tvár pri bráne vo vzdialenosti 10 m už neidentifikuje. Ten istý snímač s objektívom 6 mm zvládne identifikáciu na 12 m, no v užšom zábere.</p><ul><li>2,8 mm – vstupy, chodby, menšie miestnosti</li><li>4 mm – dvory, parkoviská do 15 m</li><li>6 mm a viac – brány, príjazdové cesty, ŠPZ</li></ul>' +
      '<h2>IR prísvit a nočný obraz</h2><p>Udávaný dosah IR prísvitu platí pre ideálne podmienky. Pri svetlej fasáde počítajte s rezervou 30 %, pri tmavom teréne radšej zvoľte vyšší model alebo kameru s technológiou farebného nočného videnia.</p>',
  },
  {
    slug: 'h265-kolko-miesta-na-disku',
    title: 'H.265+ v praxi: koľko miesta na disku naozaj potrebujete',
    perex:
      '<p>Kompresia H.265+ dokáže ušetriť až dve tretiny kapacity disku. Ukážeme výpočet na reálnom príklade s ôsmimi kamerami.</p>',
    topic: 'Záznam',
    art: {
      colors: ['#37474f', '#263238'],
      devices: [
        { kind: 'recorder', ...VN, code: 'VN-70808NI-P', note: 'NVR · 8 kanálov' },
        { kind: 'hdd', ...VN, code: 'VN-HDD4T-SV', note: '4 TB' },
      ],
    },
    daysAgo: 19,
    homepage: 1,
    content:
      '<h2>Príklad: 8 kamier 4 Mpx, záznam 14 dní</h2><p>Pri kompresii H.264 a plynulom zázname 25 sn./s vyprodukuje kamera 4 Mpx približne 6 Mb/s. Osem kamier za 14 dní zaberie viac ako <strong>7 TB</strong>. S H.265+ a rozumne nastaveným tokom klesne potreba pod 3 TB.</p>' +
      '<h2>Čo ovplyvňuje výsledok</h2><ul><li>počet snímok za sekundu – pre väčšinu objektov stačí 12–15</li><li>scéna – stromy vo vetre a dážď zvyšujú tok</li><li>záznam pri pohybe namiesto nepretržitého</li><li>noc – šum snímača zvyšuje bitrate</li></ul>' +
      '<h2>Naše odporúčanie</h2><p>Rátajte s rezervou 20 % a používajte disky určené na kamerový záznam 24/7. Bežné desktopové disky v rekordéroch zlyhávajú výrazne častejšie.</p>',
  },
  {
    slug: 'bezdrotove-vs-drotove-zabezpecenie',
    title: 'Bezdrôtové vs. drôtové zabezpečovacie systémy – porovnanie',
    perex: '<p>Rádiové periférie dnes ponúkajú šifrovanie aj dosah stoviek metrov. Kedy sa oplatí drôt a kedy nie?</p>',
    topic: 'EZS',
    art: {
      colors: ['#c62828', '#8e1b1b'],
      devices: [
        { kind: 'pir', ...ALX, code: 'ALX-PIR12-W' },
        { kind: 'keypad', ...ALX, code: 'ALX-KP-LCD216' },
      ],
    },
    daysAgo: 33,
    homepage: 1,
    content:
      '<h2>Výhody bezdrôtového systému</h2><ul><li>inštalácia za niekoľko hodín bez sekania omietok</li><li>jednoduché rozšírenie a premiestnenie detektorov</li><li>obojsmerná komunikácia s potvrdením a dohľadom</li></ul>' +
      '<h2>Kedy zvoliť drôt</h2><p>Pri novostavbe, kde sú káble súčasťou projektu, je drôtový systém lacnejší a nevyžaduje výmenu batérií. Drôtové detektory sú tiež vhodnejšie do priestorov s rušením, napríklad do výrobných hál.</p>' +
      '<h2>Hybrid ako kompromis</h2><p>Hybridná ústredňa umožní spojiť oboje: káblom pripojíte klávesnice a sirény, rádiom detektory v miestnostiach, kam sa kábel ťahá ťažko.</p>',
  },
  {
    slug: 'stupne-zabezpecenia-en-50131',
    title: 'Stupne zabezpečenia podľa STN EN 50131 zrozumiteľne',
    perex: '<p>Grade 2 alebo Grade 3? Vysvetľujeme, čo stupne znamenajú a čo od vás bude chcieť poisťovňa.</p>',
    topic: 'Normy',
    art: {
      colors: ['#5d4037', '#3e2723'],
      devices: [{ kind: 'panel', ...ALX, code: 'ALX-HYB32-IP', note: '32 zón · LAN' }],
    },
    daysAgo: 51,
    homepage: 1,
    content:
      '<h2>Štyri stupne podľa rizika</h2><p>Norma STN EN 50131-1 delí systémy do stupňov 1 až 4 podľa toho, aké znalosti a vybavenie predpokladáme u páchateľa. V praxi sa stretnete najmä so stupňom 2 (domácnosti, menšie firmy) a stupňom 3 (banky, sklady cenností, lekárne).</p>' +
      '<h2>Čo rozhoduje o stupni systému</h2><ul><li>najnižší stupeň použitého komponentu</li><li>spôsob prenosu poplachu na PCO</li><li>zálohovanie napájania a dohľad nad linkami</li></ul>' +
      '<p>Pred návrhom si vždy vyžiadajte požiadavky poisťovne – často určujú aj typ detektorov na vstupe.</p>',
  },
  {
    slug: 'kamerovy-system-a-gdpr',
    title: 'Kamerový systém a GDPR: na čo nezabudnúť',
    perex:
      '<p>Kamera snímajúca verejný priestor či zamestnancov je spracovaním osobných údajov. Prinášame praktický kontrolný zoznam.</p>',
    topic: 'Legislatíva',
    art: { colors: ['#00695c', '#004d40'], devices: [{ kind: 'dome', ...VN, code: 'VN-2CD1443G2-I' }] },
    daysAgo: 70,
    homepage: 1,
    content:
      '<h2>Oprávnený záujem a označenie</h2><p>Prevádzkovateľ musí vedieť zdôvodniť, prečo kamery používa, a priestor musí byť viditeľne označený informačnou tabuľkou s kontaktom na prevádzkovateľa.</p>' +
      '<h2>Kontrolný zoznam</h2><ul><li>posúdenie oprávneného záujmu a primeranosti</li><li>maskovanie susedných pozemkov a okien</li><li>doba uchovávania záznamu – spravidla najviac 15 dní</li><li>zabezpečený prístup k rekordéru a logovanie</li></ul>' +
      '<p>Viac sa dočítate v publikácii <strong>Kamerové systémy a GDPR</strong>, ktorú nájdete v našej ponuke odbornej literatúry.</p>',
  },
  {
    slug: 'dvojdrotove-videovratniky-pri-rekonstrukcii',
    title: '2-drôtové videovrátniky pri rekonštrukcii bytového domu',
    perex: '<p>Ako vymeniť starý audiovrátnik za video bez nových káblov a bez zásahov do bytov.</p>',
    topic: 'Videovrátniky',
    art: {
      colors: ['#2e7d32', '#1b5e20'],
      devices: [
        { kind: 'doorstation', ...PF, code: 'PF-IPS-2B' },
        { kind: 'indoormonitor', ...PF, code: 'PF-IPM7-W' },
      ],
    },
    daysAgo: 88,
    homepage: 1,
    content:
      '<h2>Stačia dva vodiče</h2><p>2-drôtové systémy prenášajú napájanie, zvuk, obraz aj ovládanie po jednom páre vodičov bez ohľadu na polaritu. Pri rekonštrukcii tak využijete existujúce rozvody zvončekov alebo starého audiosystému.</p>' +
      '<h2>Postup výmeny</h2><ul><li>preverte stav a prierez existujúcich vodičov</li><li>vymeňte tablo a doplňte zdroj na DIN lištu</li><li>byty postupne osádzajte monitormi – pôvodné telefóny môžu dočasne fungovať ďalej</li></ul>' +
      '<p>Výsledkom je moderný videosystém s aplikáciou v mobile bez prachu a sekania v spoločných priestoroch.</p>',
  },
  {
    slug: 'revizie-eps-lehoty-a-povinnosti',
    title: 'Revízie EPS: lehoty, povinnosti a najčastejšie chyby',
    perex:
      '<p>Kontrola prevádzkyschopnosti, ročná kontrola, skúška hlásičov. Prehľad povinností prevádzkovateľa elektrickej požiarnej signalizácie.</p>',
    topic: 'EPS',
    art: {
      colors: ['#ef6c00', '#bf360c'],
      devices: [
        { kind: 'smoke', ...FG, code: 'FG-AOD100' },
        { kind: 'firepanel', ...FG, code: 'FG-AFP2L', note: 'Pokoj – 2 sl.' },
      ],
    },
    daysAgo: 104,
    homepage: 1,
    content:
      '<h2>Lehoty kontrol</h2><ul><li>kontrola prevádzkyschopnosti – raz za 12 mesiacov</li><li>skúška činnosti – podľa pokynov výrobcu, spravidla štvrťročne</li><li>výmena hlásičov – podľa životnosti uvedenej výrobcom</li></ul>' +
      '<h2>Najčastejšie chyby</h2><p>Neaktuálna dokumentácia po stavebných úpravách, hlásiče zakryté pri maľovaní a chýbajúci záznam v prevádzkovej knihe. Pri kontrole hasičského zboru tieto nedostatky patria k najčastejším.</p>',
  },
  {
    slug: 'pristupovy-system-pre-malu-firmu',
    title: 'Prístupový systém pre malú firmu krok za krokom',
    perex:
      '<p>Od jedného autonómneho zámku po sieťový systém s dochádzkou. Ako začať a nezablokovať si budúce rozšírenie.</p>',
    topic: 'SKS',
    art: {
      colors: ['#6a1b9a', '#4a148c'],
      devices: [
        { kind: 'reader', ...ACS, code: 'ACS-R20-OSDP' },
        { kind: 'terminal', ...ACS, code: 'ACS-T200' },
      ],
    },
    daysAgo: 121,
    homepage: 1,
    content:
      '<h2>1. Zmapujte dvere a ľudí</h2><p>Spíšte dvere, ktoré chcete riadiť, a skupiny zamestnancov s rôznymi oprávneniami. Už pri piatich dverách sa oplatí sieťový kontrolér s centrálnou správou.</p>' +
      '<h2>2. Zvoľte technológiu identifikácie</h2><ul><li>EM 125 kHz – lacné, ale ľahko kopírovateľné</li><li>MIFARE DESFire – šifrované, odporúčané pre nové inštalácie</li><li>biometria – bez kariet, vhodná pre citlivé priestory</li></ul>' +
      '<h2>3. Myslite na dochádzku</h2><p>Rovnaké karty môžu slúžiť aj na evidenciu dochádzky. Terminál s funkčnými tlačidlami ušetrí mzdovej účtovníčke hodiny práce mesačne.</p>',
  },
  {
    slug: 'poe-rozpocet-switch-pre-kamery',
    title: 'PoE rozpočet: ako správne dimenzovať switch pre kamery',
    perex:
      '<p>Kamery s IR prísvitom si v noci vezmú viac energie než cez deň. Ako vypočítať PoE rozpočet so zálohou.</p>',
    topic: 'Siete',
    art: {
      colors: ['#00838f', '#006064'],
      devices: [{ kind: 'switch', ...NTL, code: 'NTL-SW8P-2G', note: '8 portov PoE' }],
    },
    daysAgo: 140,
    homepage: 1,
    content:
      '<h2>Sčítajte maximálne odbery</h2><p>Do výpočtu berte maximálny príkon kamery pri zapnutom IR prísvite a ohreve, nie typickú hodnotu. Kamera uvádzaná „do 6,5 W“ si v zime pri −15 °C pokojne vezme 9 W.</p>' +
      '<h2>Rezerva 25 %</h2><ul><li>8 kamier × 9 W = 72 W</li><li>rezerva 25 % = 90 W</li><li>vhodný switch: 8 portov s rozpočtom aspoň 96 W</li></ul>' +
      '<p>Pri vzdialenostiach nad 100 m použite režim Extend alebo PoE extender – a počítajte s nižšou rýchlosťou portu.</p>',
  },
  {
    slug: 'novinky-v-sortimente-jesen-2026',
    title: 'Novinky v sortimente: jeseň 2026',
    perex:
      '<p>Nové AI kamery Vidinet, dotykové klávesnice Alarmix a priemyselné switche Netlio. Pozrite si, čo sme pre vás zaradili do ponuky.</p>',
    topic: 'Novinky',
    art: {
      colors: ['#283593', '#1a237e'],
      devices: [
        { kind: 'turret', ...VN, code: 'VN-2CD3443G2-IS' },
        { kind: 'touchpad', ...ALX, code: 'ALX-TK7' },
      ],
    },
    daysAgo: 3,
    homepage: 0,
    content:
      '<h2>Kamery s umelou inteligenciou</h2><p>Nová séria turret a bullet kamier rozlišuje osoby a vozidlá priamo v kamere, takže rekordér nemusí podporovať analytiku.</p>' +
      '<h2>Ďalšie novinky</h2><ul><li>dotykové klávesnice so sklom a čítačkou MIFARE</li><li>priemyselné switche na DIN lištu pre −40 °C</li><li>požiarne káble P90-R v kotúčoch po 500 m</li></ul><p>Partnerom s cenovou skupinou Partner platia zľavy aj na novinky.</p>',
  },
];
