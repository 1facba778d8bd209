import { shopSupplier } from '../documents/supplier.ts';

/** The text pages the footer and checkout link to (fixed slugs: docs/requirements/content.md §Text pages). */
export interface TextPageSeed {
  slug: string;
  title: string;
  content: string;
}

const s = shopSupplier({ iban: 'SK3111000000002612345678' });
const company = `<strong>${s.name}</strong>, ${s.street}, ${s.zip} ${s.city}, IČO ${s.companyId}, DIČ ${s.vatRegistrationId}, IČ DPH ${s.extVatRegistrationId}, zapísaná v ${s.register.replace('Obchodný register', 'Obchodnom registri')}`;

const section = (title: string, ...paragraphs: string[]) =>
  `<h2>${title}</h2>${paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('')}`;

const TERMS =
  `<p>Tieto všeobecné obchodné podmienky (ďalej len „VOP“) upravujú práva a povinnosti medzi predávajúcim a kupujúcim pri predaji tovaru prostredníctvom internetového obchodu. Internetový obchod je určený výhradne podnikateľom – právnickým osobám a fyzickým osobám podnikateľom. Zmluvné vzťahy sa riadia zákonom č. 513/1991 Zb. Obchodný zákonník.</p>` +
  section(
    '1. Predávajúci',
    `Predávajúcim je spoločnosť ${company}.`,
    `Kontakt: telefón ${s.phone}, e-mail <a href="mailto:${s.email}">${s.email}</a>.`,
  ) +
  section(
    '2. Registrácia a zákaznícky účet',
    'Nákup je možný po registrácii firmy a schválení účtu predávajúcim. Pri registrácii kupujúci uvádza obchodné meno, IČO, DIČ, IČ DPH a kontaktné údaje. Predávajúci si vyhradzuje právo registráciu odmietnuť.',
    'Kupujúci zodpovedá za správnosť údajov a za ochranu prístupových údajov k účtu. Objednávky odoslané z účtu sa považujú za objednávky kupujúceho.',
  ) +
  section(
    '3. Ceny',
    'Ceny sú uvádzané v eurách bez DPH aj s DPH. Registrovaným zákazníkom sa zobrazujú ceny podľa pridelenej cenovej skupiny. Cena platí v okamihu odoslania objednávky.',
    'Predávajúci si vyhradzuje právo opraviť zjavnú chybu v cene; o takejto zmene kupujúceho bezodkladne informuje a kupujúci môže objednávku zrušiť.',
  ) +
  section(
    '4. Objednávka a uzavretie zmluvy',
    'Objednávka vzniká odoslaním košíka v pokladni. Kupujúci dostane potvrdenie o prijatí objednávky e-mailom. Kúpna zmluva je uzavretá potvrdením objednávky predávajúcim alebo odoslaním tovaru.',
    'Tovar, ktorý nie je skladom („na objednávku“), predávajúci objedná u výrobcu a oznámi predpokladaný termín dodania.',
  ) +
  section(
    '5. Platobné podmienky',
    '<ul><li>bankový prevod – splatnosť faktúry 14 dní, variabilným symbolom je číslo objednávky</li><li>dobierka – poplatok 1,50 € bez DPH</li><li>hotovosť pri osobnom odbere na predajni</li></ul>',
    'Vlastnícke právo k tovaru prechádza na kupujúceho úplným zaplatením kúpnej ceny.',
  ) +
  section(
    '6. Dodacie podmienky',
    'Tovar skladom expedujeme v pracovný deň do 14:00 v deň objednávky. Doručenie kuriérom SPS trvá spravidla 1 pracovný deň, na výdajné miesto Packeta 1–2 pracovné dni. Osobný odber je možný na predajniach v Košiciach a Bratislave.',
    'Kupujúci je povinný pri prevzatí skontrolovať neporušenosť zásielky. Poškodenie zásielky je potrebné zapísať do protokolu dopravcu.',
  ) +
  section(
    '7. Zodpovednosť za vady a reklamácie',
    'Záručná doba je 24 mesiacov od prevzatia tovaru, ak výrobca neposkytuje dlhšiu záruku. Reklamáciu kupujúci uplatní cez e-mail alebo osobne s uvedením čísla faktúry a popisu vady.',
    'Predávajúci vybaví reklamáciu do 30 dní. Záruka sa nevzťahuje na vady spôsobené neodbornou inštaláciou, prepätím, mechanickým poškodením alebo nedodržaním návodu.',
  ) +
  section(
    '8. Vrátenie tovaru',
    'Keďže ide o obchod medzi podnikateľmi, kupujúcemu nevzniká zákonné právo na odstúpenie od zmluvy bez udania dôvodu. Nepoužitý tovar v pôvodnom obale je možné po dohode vrátiť do 14 dní; predávajúci môže účtovať manipulačný poplatok 10 % z ceny.',
  ) +
  section(
    '9. Záverečné ustanovenia',
    'Tieto VOP nadobúdajú účinnosť 1. 1. 2026. Predávajúci môže VOP meniť; na objednávku sa vzťahuje znenie platné v čase jej odoslania.',
    'Spory sa budú prednostne riešiť dohodou, inak pred vecne a miestne príslušným súdom Slovenskej republiky.',
  );

const PRIVACY =
  `<p>Ochrana vašich osobných údajov je pre nás dôležitá. Osobné údaje spracúvame v súlade s nariadením Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR) a zákonom č. 18/2018 Z. z. o ochrane osobných údajov.</p>` +
  section(
    '1. Prevádzkovateľ',
    `Prevádzkovateľom je ${company}. Otázky k ochrane údajov posielajte na <a href="mailto:${s.email}">${s.email}</a>.`,
  ) +
  section(
    '2. Aké údaje spracúvame',
    '<ul><li>identifikačné a kontaktné údaje kontaktnej osoby (meno, priezvisko, e-mail, telefón)</li><li>fakturačné a dodacie adresy</li><li>údaje o objednávkach, faktúrach a platbách</li><li>technické údaje o prihlásení (dátum a čas, IP adresa pre zabezpečenie účtu)</li></ul>',
  ) +
  section(
    '3. Účely a právne základy',
    '<ul><li>plnenie zmluvy – vybavenie objednávky, doručenie, fakturácia (čl. 6 ods. 1 písm. b)</li><li>zákonné povinnosti – účtovníctvo a dane (čl. 6 ods. 1 písm. c)</li><li>oprávnený záujem – bezpečnosť účtu a predchádzanie podvodom (čl. 6 ods. 1 písm. f)</li><li>súhlas – zasielanie noviniek, ak ste ho udelili v pokladni (čl. 6 ods. 1 písm. a)</li></ul>',
  ) +
  section(
    '4. Doba uchovávania',
    'Údaje z účtovných dokladov uchovávame 10 rokov. Údaje zákazníckeho účtu uchovávame počas trvania účtu a 3 roky po jeho zrušení. Súhlas s novinkami môžete kedykoľvek odvolať.',
  ) +
  section(
    '5. Príjemcovia',
    'Údaje poskytujeme len v nevyhnutnom rozsahu dopravcom (SPS, Packeta), poskytovateľovi účtovných služieb a poskytovateľovi hostingu. Údaje neprenášame mimo Európskej únie.',
  ) +
  section(
    '6. Vaše práva',
    'Máte právo na prístup k údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť a právo namietať. Ak sa domnievate, že spracúvanie porušuje predpisy, môžete podať návrh na Úrad na ochranu osobných údajov SR, Hraničná 12, 820 07 Bratislava.',
  ) +
  section(
    '7. Cookies',
    'Používame len nevyhnutné cookies potrebné na prihlásenie a ochranu formulárov. Analytické ani reklamné cookies nepoužívame.',
  );

const ABOUT =
  `<p>Sme slovenský distribútor bezpečnostnej techniky so sídlom v Košiciach a pobočkou v Bratislave. Od roku 2009 zásobujeme montážne firmy, projektantov a systémových integrátorov.</p>` +
  section(
    'Čo ponúkame',
    '<ul><li>viac ako 10 000 položiek z oblasti EZS, CCTV, EVS, EPS, SKS a sietí</li><li>expedíciu tovaru skladom v deň objednávky</li><li>partnerské ceny pre registrované firmy</li><li>technickú podporu a pomoc s návrhom systému</li><li>certifikované školenia pre montážnikov</li></ul>',
  ) +
  section(
    'Naše hodnoty',
    'Predávame len produkty, ktoré sami poznáme a vieme k nim poskytnúť servis. Záleží nám na dlhodobých vzťahoch – viac ako 70 % našich zákazníkov s nami spolupracuje dlhšie ako päť rokov.',
  ) +
  section(
    'Kontakt',
    `${s.name}<br>${s.street}, ${s.zip} ${s.city}<br>Telefón: ${s.phone}<br>E-mail: <a href="mailto:${s.email}">${s.email}</a><br>Po–Št 08:00–16:00, Pi 08:00–15:00`,
  );

const SUPPORT =
  `<p>Potrebujete poradiť s návrhom, zapojením alebo nastavením? Naši technici majú praktické skúsenosti z montáží a pomôžu vám telefonicky, e-mailom aj na mieste.</p>` +
  section(
    'Kontakty technickej podpory',
    `<ul><li>Zabezpečovacie a požiarne systémy: ${s.phone}, kl. 2</li><li>Kamerové systémy a siete: ${s.phone}, kl. 3</li><li>Videovrátniky a prístupové systémy: ${s.phone}, kl. 4</li><li>E-mail: <a href="mailto:podpora@securitrade.sk">podpora@securitrade.sk</a></li></ul>`,
    'Podpora je dostupná v pracovné dni Po–Št 08:00–16:00, Pi 08:00–15:00.',
  ) +
  section(
    'Návrh systému',
    'Pošlite nám pôdorys objektu a požiadavky – do troch pracovných dní pripravíme návrh rozmiestnenia kamier alebo detektorov so zoznamom materiálu a cenovou ponukou.',
  ) +
  section(
    'Reklamácie a servis',
    '<ul><li>reklamovaný tovar zašlite s kópiou faktúry a popisom vady</li><li>pri zariadeniach s firmvérom uveďte verziu a postup, ktorý vedie k chybe</li><li>výmenu kusu za kus pri vybraných značkách vybavíme do 48 hodín</li></ul>',
  ) +
  section(
    'Firmvér a dokumentácia',
    'Technické listy, návody a certifikáty nájdete po prihlásení na karte každého produktu v záložke Prílohy.',
  );

const TRAINING =
  `<p>Pre montážnikov a projektantov organizujeme praktické školenia v našom školiacom stredisku v Košiciach a v Bratislave. Po úspešnom absolvovaní získate certifikát výrobcu, ktorý je podmienkou predĺženej záruky.</p>` +
  section(
    'Termíny školení',
    '<ul><li><strong>Zabezpečovacie systémy Alarmix – základný kurz</strong>, 1 deň, Košice</li><li><strong>IP kamerové systémy Vidinet – návrh a konfigurácia</strong>, 2 dni, Bratislava</li><li><strong>Požiarna signalizácia Flameguard – certifikácia</strong>, 2 dni, Košice</li><li><strong>Prístupové systémy Accessa a dochádzka</strong>, 1 deň, Bratislava</li></ul>',
  ) +
  section(
    'Cena a prihlásenie',
    'Základné kurzy sú pre partnerov zdarma, certifikačné kurzy stoja 120 € bez DPH za osobu a deň. Cena zahŕňa materiály, obed a certifikát. Prihlásiť sa môžete e-mailom na <a href="mailto:skolenia@securitrade.sk">skolenia@securitrade.sk</a>.',
  ) +
  section(
    'Školenie na mieste',
    'Pre firmy s piatimi a viac technikmi pripravíme školenie priamo u vás podľa vašich potrieb.',
  );

export const TEXT_PAGES: TextPageSeed[] = [
  { slug: 'vseobecne-obchodne-podmienky', title: 'Všeobecné obchodné podmienky', content: TERMS },
  { slug: 'ochrana-osobnych-udajov', title: 'Ochrana osobných údajov', content: PRIVACY },
  { slug: 'o-nas', title: 'O nás', content: ABOUT },
  { slug: 'podpora', title: 'Technická podpora', content: SUPPORT },
  { slug: 'skolenia', title: 'Školenia', content: TRAINING },
];
