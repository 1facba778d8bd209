/**
 * The category tree: six top categories, their subcategories and sub-subcategories (three
 * levels). A category's `path` is its slash-joined slugs (`cctv/ip-kamery/bullet-kamery`).
 */
export interface CategoryNode {
  slug: string;
  label: string;
  description: string;
  color?: string;
  bgColor?: string;
  children?: CategoryNode[];
}

export interface FlatCategory {
  id: number;
  parentId: number | null;
  slug: string;
  label: string;
  path: string;
  depth: number;
  description: string;
  color: string | null;
  bgColor: string | null;
  sort: number;
  /** Path of the top category (carries the colours). */
  top: string;
  isLeaf: boolean;
}

const n = (slug: string, label: string, description: string, children?: CategoryNode[]): CategoryNode =>
  children ? { slug, label, description, children } : { slug, label, description };

export const CATEGORY_TREE: CategoryNode[] = [
  {
    ...n(
      'ezs',
      'Zabezpečovacie systémy – EZS',
      'Elektrické zabezpečovacie systémy na ochranu bytov, domov, firiem aj priemyselných objektov.\nÚstredne, klávesnice, detektory, sirény a komunikátory od overených výrobcov.\nVšetky komponenty spĺňajú normu STN EN 50131 pre stupne zabezpečenia 2 a 3.',
      [
        n('ustredne', 'Ústredne', 'Zabezpečovacie ústredne – srdce každého systému EZS.', [
          n(
            'hybridne-ustredne',
            'Hybridné ústredne',
            'Ústredne pre drôtové aj bezdrôtové periférie s možnosťou rozšírenia.',
          ),
          n(
            'bezdrotove-ustredne',
            'Bezdrôtové ústredne',
            'Kompaktné bezdrôtové ústredne s GSM a IP komunikáciou pre rýchlu inštaláciu.',
          ),
          n('rozsirujuce-moduly', 'Rozširujúce moduly', 'Zónové, výstupné a napájacie moduly na rozšírenie ústrední.'),
        ]),
        n('klavesnice', 'Klávesnice a ovládanie', 'Ovládacie prvky na zapínanie, vypínanie a správu systému.', [
          n('lcd-klavesnice', 'LCD klávesnice', 'Drôtové a zbernicové klávesnice s LCD displejom.'),
          n('dotykove-klavesnice', 'Dotykové klávesnice', 'Moderné dotykové klávesnice so zabudovanou RFID čítačkou.'),
          n('dialkove-ovladace', 'Diaľkové ovládače', 'Kľúčenky a diaľkové ovládače pre bezdrôtové systémy.'),
        ]),
        n('detektory', 'Detektory', 'Pohybové, magnetické a špeciálne detektory pre vnútorné aj vonkajšie použitie.', [
          n(
            'pir-detektory',
            'PIR detektory',
            'Pasívne infračervené detektory pohybu vrátane verzií odolných voči zvieratám.',
          ),
          n(
            'dualne-detektory',
            'Duálne detektory',
            'Detektory PIR + mikrovlna so zvýšenou odolnosťou voči planým poplachom.',
          ),
          n(
            'magneticke-kontakty',
            'Magnetické kontakty',
            'Magnetické kontakty na dvere, okná a brány, povrchové aj zápustné.',
          ),
          n(
            'detektory-rozbitia-skla',
            'Detektory rozbitia skla',
            'Akustické detektory tríštenia skla s analýzou frekvenčného spektra.',
          ),
        ]),
        n('sireny', 'Sirény', 'Akustická a optická signalizácia poplachu.', [
          n(
            'vonkajsie-sireny',
            'Vonkajšie sirény',
            'Zálohované vonkajšie sirény s LED majákom a antisabotážnou ochranou.',
          ),
          n('vnutorne-sireny', 'Vnútorné sirény', 'Kompaktné vnútorné sirény s vysokou hlasitosťou.'),
        ]),
        n(
          'komunikatory',
          'GSM a IP komunikátory',
          'Komunikátory na prenos poplachov na pult centralizovanej ochrany a do mobilnej aplikácie.',
        ),
      ],
    ),
    color: '#b71c1c',
    bgColor: '#fdecea',
  },
  {
    ...n(
      'cctv',
      'Kamerové systémy – CCTV',
      'IP a HD analógové kamerové systémy pre domy, firmy aj mestské dohľadové systémy.\nKamery, rekordéry, monitory a kompletné príslušenstvo na jednom mieste.\nPomôžeme vám s návrhom systému aj s výpočtom kapacity disku.',
      [
        n('ip-kamery', 'IP kamery', 'Sieťové kamery s napájaním PoE, analytikou a rozlíšením až 4K.', [
          n('bullet-kamery', 'Bullet kamery', 'Kompaktné kamery do exteriéru s IR prísvitom.'),
          n('dome-kamery', 'Dome kamery', 'Antivandal dome kamery do interiéru aj exteriéru.'),
          n('turret-kamery', 'Turret kamery', 'Kamery s guľovým telom bez odleskov IR prísvitu od krytu.'),
          n('ptz-kamery', 'PTZ kamery', 'Otočné kamery s optickým zoomom a automatickým sledovaním.'),
        ]),
        n('analogove-kamery', 'HD analógové kamery', 'Kamery HD-TVI/AHD/CVI pre koaxiálne rozvody.', [
          n('hd-bullet-kamery', 'HD bullet kamery', 'Analógové bullet kamery s rozlíšením až 8 Mpx.'),
          n('hd-dome-kamery', 'HD dome kamery', 'Analógové dome kamery pre interiér a prístrešky.'),
        ]),
        n(
          'zaznamove-zariadenia',
          'Záznamové zariadenia',
          'Sieťové a hybridné rekordéry a disky pre nepretržitý záznam.',
          [
            n('nvr-rekordery', 'NVR rekordéry', 'Sieťové videorekordéry s PoE portami a analytikou.'),
            n('dvr-rekordery', 'DVR rekordéry', 'Hybridné rekordéry pre HD analógové aj IP kamery.'),
            n('pevne-disky', 'Pevné disky', 'Disky určené na nepretržitý kamerový záznam 24/7.'),
          ],
        ),
        n('prislusenstvo-cctv', 'Príslušenstvo CCTV', 'Držiaky, zdroje, konektory a ďalšie príslušenstvo ku kamerám.', [
          n('drziaky', 'Držiaky a krabice', 'Nástenné, stropné a stĺpové držiaky a inštalačné krabice.'),
          n('napajacie-zdroje', 'Napájacie zdroje', 'Zdroje 12 V DC a 24 V AC pre kamery a rekordéry.'),
          n('konektory', 'Konektory', 'Konektory BNC, RJ45 a napájacie konektory.'),
        ]),
        n('monitory', 'Monitory', 'Monitory určené na nepretržitú prevádzku v dohľadových centrách.'),
      ],
    ),
    color: '#0d47a1',
    bgColor: '#e3f2fd',
  },
  {
    ...n(
      'evs',
      'Dorozumievacie systémy – EVS',
      'Videovrátniky a audiovrátniky pre rodinné domy aj bytové domy.\nIP a 2-drôtové systémy s mobilnou aplikáciou a ovládaním zámkov.\nRiešenia od jedného účastníka až po stovky bytov.',
      [
        n('ip-videovratniky', 'IP videovrátniky', 'Videovrátniky komunikujúce po dátovej sieti s podporou SIP.', [
          n('vonkajsie-stanice', 'Vonkajšie stanice', 'Dverové stanice s kamerou, tlačidlami alebo klávesnicou.'),
          n('vnutorne-monitory', 'Vnútorné monitory', 'Dotykové monitory so systémom Android a aplikáciou.'),
        ]),
        n(
          'dvojdrotove-systemy',
          '2-drôtové systémy',
          'Videovrátniky po dvoch vodičoch – ideálne pri rekonštrukciách.',
          [
            n('dvojdrotove-sady', 'Sady videovrátnikov', 'Kompletné sady so stanicou, monitorom a zdrojom.'),
            n('dvojdrotove-monitory', 'Monitory 2-drôt', 'Prídavné monitory a distribútory pre 2-drôtové systémy.'),
          ],
        ),
        n('audiovratniky', 'Audiovrátniky', 'Cenovo dostupné audio systémy pre byty a domy.', [
          n('audio-sady', 'Sady audiovrátnikov', 'Sady s vonkajším panelom a domácim telefónom.'),
          n('domace-telefony', 'Domáce telefóny', 'Slúchadlové a handsfree domáce telefóny.'),
        ]),
        n('prislusenstvo-evs', 'Príslušenstvo EVS', 'Zdroje, tlačidlá a inštalačné rámiky k dorozumievacím systémom.', [
          n('zdroje-evs', 'Zdroje a distribútory', 'Napájacie zdroje na DIN lištu a video distribútory.'),
          n('odchodove-tlacidla', 'Odchodové tlačidlá', 'Odchodové a núdzové tlačidlá k elektrickým zámkom.'),
        ]),
      ],
    ),
    color: '#1b5e20',
    bgColor: '#e8f5e9',
  },
  {
    ...n(
      'eps',
      'Požiarne systémy – EPS',
      'Elektrická požiarna signalizácia podľa STN EN 54.\nKonvenčné aj adresovateľné ústredne, hlásiče, sirény a certifikované káble.\nDodávame aj odbornú literatúru pre projektantov a revíznych technikov.',
      [
        n('poziarne-ustredne', 'Požiarne ústredne', 'Ústredne EPS certifikované podľa STN EN 54-2 a EN 54-4.', [
          n('konvencne-ustredne', 'Konvenčné ústredne', 'Ústredne so 2 až 8 zónami pre menšie objekty.'),
          n(
            'adresovatelne-ustredne',
            'Adresovateľné ústredne',
            'Adresovateľné ústredne s 1 až 8 slučkami pre rozsiahle objekty.',
          ),
        ]),
        n('hlasice', 'Hlásiče', 'Automatické a tlačidlové hlásiče požiaru.', [
          n('opticke-hlasice', 'Optické dymové hlásiče', 'Hlásiče dymu na princípe rozptylu svetla.'),
          n('teplotne-hlasice', 'Teplotné hlásiče', 'Maximálne a diferenciálne teplotné hlásiče.'),
          n('tlacidlove-hlasice', 'Tlačidlové hlásiče', 'Ručné tlačidlové hlásiče pre vnútorné aj vonkajšie použitie.'),
        ]),
        n('poziarne-sireny', 'Sirény a majáky', 'Akustické a optické výstražné zariadenia podľa EN 54-3 a EN 54-23.', [
          n('sireny-eps', 'Požiarne sirény', 'Sirény s voliteľnými tónmi a hlasitosťou.'),
          n('opticke-signalizatory', 'Optické signalizátory', 'Zábleskové majáky a kombinované signalizátory.'),
        ]),
        n('prislusenstvo-eps', 'Príslušenstvo EPS', 'Pätice, káble, batérie a testovacie pomôcky.', [
          n('patice', 'Pätice a sokle', 'Pätice k hlásičom vrátane verzií so sirénou.'),
          n('poziarne-kable', 'Požiarne káble', 'Káble s funkčnou integritou pri požiari P60-R a P90-R.'),
        ]),
        n('odborna-literatura', 'Odborná literatúra', 'Príručky a publikácie pre projektantov a technikov EPS a EZS.'),
      ],
    ),
    color: '#e65100',
    bgColor: '#fff3e0',
  },
  {
    ...n(
      'sks',
      'Prístupové systémy – SKS',
      'Systémy kontroly vstupu od jedných dverí po rozsiahle podnikové areály.\nČítačky kariet, biometria, riadiace jednotky, elektrické zámky a identifikačné médiá.\nDochádzkové terminály s napojením na mzdové systémy.',
      [
        n('citacky', 'Čítačky', 'Čítačky kariet, čipov, PIN kódov a biometrických údajov.', [
          n('rfid-citacky', 'RFID čítačky', 'Bezkontaktné čítačky EM 125 kHz a MIFARE 13,56 MHz.'),
          n('citacky-s-klavesnicou', 'Čítačky s klávesnicou', 'Čítačky kariet s PIN klávesnicou.'),
          n('biometricke-citacky', 'Biometrické čítačky', 'Čítačky odtlačkov prstov a tváre.'),
        ]),
        n('riadiace-jednotky', 'Riadiace jednotky', 'Kontroléry pre jedny až štvoro dverí.', [
          n('sietove-kontrolery', 'Sieťové kontroléry', 'Kontroléry s TCP/IP a webovou správou.'),
          n('autonomne-jednotky', 'Autonómne jednotky', 'Samostatné prístupové jednotky bez potreby softvéru.'),
        ]),
        n('elektricke-zamky', 'Elektrické zámky', 'Elektromagnetické zámky, otvárače a motorové zámky.', [
          n('elektromagneticke-zamky', 'Elektromagnetické zámky', 'Prídržné magnety s prídržnou silou 180 až 500 kg.'),
          n('elektricke-otvarace', 'Elektrické otvárače', 'Dverové otvárače 12 V s pamäťou a bez pamäte.'),
          n('motorove-zamky', 'Motorové zámky', 'Samozamykacie motorové zámky pre vstupné dvere.'),
        ]),
        n('identifikacne-media', 'Identifikačné médiá', 'Karty, kľúčenky a náramky pre prístupové systémy.', [
          n('rfid-karty', 'RFID karty', 'Karty EM a MIFARE, aj s potlačou.'),
          n('rfid-kluceenky', 'RFID kľúčenky', 'Odolné kľúčenky v rôznych farbách.'),
        ]),
        n(
          'dochadzkove-terminaly',
          'Dochádzkové terminály',
          'Terminály na evidenciu dochádzky s kartou, PIN aj biometriou.',
        ),
      ],
    ),
    color: '#4a148c',
    bgColor: '#f3e5f5',
  },
  {
    ...n(
      'siete',
      'Sieťové prvky',
      'Aktívne a pasívne sieťové prvky pre kamerové a bezpečnostné systémy.\nPoE switche, káble, bezdrôtové spoje, rozvádzače a záložné zdroje.\nOverené kombinácie pre spoľahlivý prenos videa.',
      [
        n('switche', 'Switche', 'Switche pre kamerové systémy a firemné siete.', [
          n('poe-switche', 'PoE switche', 'Switche s napájaním PoE/PoE+ a režimom dlhého dosahu.'),
          n('manazovatelne-switche', 'Manažovateľné switche', 'L2+ switche s VLAN, QoS a SFP portami.'),
          n('priemyselne-switche', 'Priemyselné switche', 'Switche na DIN lištu pre rozsah teplôt −40 až +75 °C.'),
        ]),
        n('kable', 'Káble', 'Dátové, koaxiálne a signálne káble na metre aj v kotúčoch.', [
          n('utp-kable', 'UTP a FTP káble', 'Dátové káble Cat5e a Cat6 pre vnútorné aj vonkajšie použitie.'),
          n('koaxialne-kable', 'Koaxiálne káble', 'Káble pre HD analógové kamery, aj s napájacími vodičmi.'),
          n('signalne-kable', 'Signálne káble', 'Káble pre zabezpečovacie a dorozumievacie systémy.'),
        ]),
        n('bezdrotove-siete', 'Bezdrôtové siete', 'Wi-Fi prístupové body a bezdrôtové mosty.', [
          n('pristupove-body', 'Prístupové body', 'Stropné a vonkajšie Wi-Fi prístupové body.'),
          n('bezdrotove-mosty', 'Bezdrôtové mosty', 'Bodové spoje 5 GHz pre prenos videa na vzdialenosť až 5 km.'),
        ]),
        n('rozvadzace', 'Rozvádzače', 'Nástenné a stojanové rozvádzače a príslušenstvo.', [
          n('rack-rozvadzace', 'Rack rozvádzače', 'Rozvádzače 19″ od 6U do 42U.'),
          n('patch-panely', 'Patch panely', 'Patch panely a organizéry káblov.'),
        ]),
        n('zalozne-zdroje', 'Záložné zdroje UPS', 'UPS na zálohovanie rekordérov, switchov a ústrední.'),
      ],
    ),
    color: '#006064',
    bgColor: '#e0f7fa',
  },
];

/** Flattens the tree in menu order with ids 1..n (parents before children). */
export function flattenCategories(tree: CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: CategoryNode[], parent: FlatCategory | null) => {
    nodes.forEach((node, index) => {
      const path = parent ? `${parent.path}/${node.slug}` : node.slug;
      const flat: FlatCategory = {
        id: out.length + 1,
        parentId: parent?.id ?? null,
        slug: node.slug,
        label: node.label,
        path,
        depth: parent ? parent.depth + 1 : 1,
        description: node.description,
        color: node.color ?? null,
        bgColor: node.bgColor ?? null,
        sort: index + 1,
        top: parent ? parent.top : path,
        isLeaf: !node.children?.length,
      };
      out.push(flat);
      if (node.children) walk(node.children, flat);
    });
  };
  walk(tree, null);
  return out;
}
