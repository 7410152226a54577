import { paragraph as p, type LegalDocument, type LegalSection } from './legal-document';

// Croatian only: the legal text is the contract, not interface text, and is not translated.
export const privacyPolicy: LegalDocument = {
  intro: [
    p(
      'Ova Pravila privatnosti objašnjavaju koje osobne podatke obrađujemo kada putem portala virtualnog parkirnog automata (dalje: Portal) kupujete parkirnu kartu ili plaćate parkirnu kaznu, zašto ih obrađujemo i koja su vaša prava.',
    ),
  ],
  sections: [
    {
      title: 'Voditelj obrade',
      blocks: [{ kind: 'controller' }],
    },
    {
      title: 'Koje podatke obrađujemo',
      blocks: [
        p('Portal ne traži registraciju ni prijavu. Obrađujemo samo podatke potrebne za kupnju i plaćanje:'),
        {
          kind: 'list',
          items: [
            'registarsku oznaku vozila, zonu, vrstu karte i razdoblje parkiranja;',
            'podatke o plaćanju: iznos, vrijeme, broj narudžbe i računa te dio broja platne kartice koji dostavlja pružatelj platnih usluga;',
            'kod plaćanja parkirne kazne još i broj kazne.',
          ],
        },
        p(
          'Ne prikupljamo ime, adresu, adresu elektroničke pošte ni broj telefona. Puni broj platne kartice upisuje se samo na stranici pružatelja platnih usluga i nama nije dostupan.',
        ),
        p(
          'Radi rada i sigurnosti Portala njegov poslužitelj za svaki zahtjev bilježi vrijeme, adresu zatražene stranice ili datoteke bez upita (dijela iza znaka »?«, u kojem su primjerice registarska oznaka ili broj kazne), adresu stranice s koje zahtjev dolazi, također bez upita, status i veličinu odgovora, podatke o pregledniku (user agent) i IP adresu.',
        ),
      ],
    },
    {
      title: 'Svrha i pravna osnova obrade',
      blocks: [
        p(
          'Podatke obrađujemo radi izvršenja ugovora o kupnji parkirne karte ili plaćanja kazne (članak 6. stavak 1. točka (b) Opće uredbe o zaštiti podataka), radi kontrole plaćenog parkiranja te radi ispunjenja zakonskih obveza, primjerice izdavanja i čuvanja računa (članak 6. stavak 1. točka (c)).',
        ),
      ],
    },
    {
      title: 'Kolačići i pohrana u pregledniku',
      blocks: [
        p(
          'Portal ne koristi kolačiće (cookies) i ne prati korisnike. Da bi Portal radio, u vašem se pregledniku sprema odabrani jezik (lokalna pohrana, ključ lang); on ostaje dok ga ne promijenite ili ne obrišete podatke web-stranice.',
        ),
        p(
          'U pohrani sesije spremaju se odabrana zona i oznaka tvrtke koja njome upravlja (ključevi zoneCode i cid), podaci o karti koju upravo odabirete, uključujući upisanu registarsku oznaku (vpa-selection), za najviše pet zadnjih kupnji zona, registarska oznaka i razdoblje parkiranja s brojem narudžbe ili transakcije, kako bi se kupljena karta po povratku sa stranice banke prikazala s tim podacima (vpa-purchase), ishod završetka plaćanja, bez registarske oznake (vpa-finalized), te vrijeme kada je stranica ponovno učitana jer se neka njezina datoteka nije učitala (vpa-start-retry). Pohrana sesije pripada jednoj kartici preglednika i briše se kada tu karticu ili preglednik zatvorite; podaci o kupnji brišu se i ranije, 7 dana nakon završetka parkiranja, ako kartica ostane otvorena.',
        ),
        p(
          'Kada kartu plaćate na stranici banke, Portal u lokalnoj pohrani (ključ vpa-checkout-marks) pamti oznaku zone, završetak parkiranja, vrijeme odlaska na stranicu banke, je li karta plaćena te sažetak (hash) registarske oznake i sažetak oznake plaćanja koju je dodijelila banka, a ne samu registarsku oznaku, oznaku plaćanja ni broj karte, kako bi vas svaka kartica preglednika na istom uređaju upozorila prije nego što istu kartu platite dvaput. Podatak o plaćanju koje je još na stranici banke briše se čim se ta kartica vrati u Portal, a nakon 20 minuta više se ne koristi; podatak o plaćenoj karti ne koristi se nakon njezina isteka. Takvi se podaci brišu pri sljedećem otvaranju Portala, a sve ih briše gumb »Ukloni sve«. Ne šalju se nama ni trećima.',
        ),
        p(
          'Ako nakon kupnje sami odaberete »Spremi ovu kartu na ovaj mobitel«, u lokalnoj pohrani preglednika (pod ključem vpa-kept-tickets) spremaju se broj karte, oznaka, naziv i grad zone, registarska oznaka vozila, početak i završetak parkiranja te identifikator računa, a PDF računa, na kojem je i registarska oznaka, sprema se u predmemoriju preglednika (Cache Storage, vpa-kept-invoices-v1) kako bi se mogao preuzeti i bez internetske veze. Ti podaci ostaju samo na vašem uređaju: ne šalju se nama ni trećima, a kolačići se ni tada ne koriste. Portal tada od preglednika traži da tu pohranu ne briše sam, ali je neki preglednici ipak mogu obrisati, primjerice nakon nekoliko dana bez posjeta Portalu ili kada na uređaju ponestane prostora.',
        ),
        p(
          'Spremljena karta sama se briše 7 dana nakon završetka parkiranja, zajedno sa svojim računom, tako da je račun pri ruci tijekom cijelog roka za prigovor iz Uvjeta prodaje; Portal to provjerava pri svakom otvaranju. Prije toga kartu možete ukloniti isključivanjem odabira »Spremi ovu kartu na ovaj mobitel« ili gumbom »Ukloni« u popisu »Vaše karte« na početnoj stranici zone ili na stranici dobrodošlice. S kartom se uvijek briše i njezin račun, i kada je uklonite dok se račun još preuzima, a spremite li više od 50 karata, najstarija se briše zajedno sa svojim računom. Gumb »Ukloni sve« briše sve spremljene karte, njihove račune, popis uklonjenih spremljenih registarskih oznaka i podatke o kupnjama u toj kartici preglednika, a sve podatke Portala možete obrisati brisanjem podataka web-stranice u postavkama preglednika.',
        ),
        p(
          'Registarske oznake spremljenih karata Portal nudi kao »Spremljene registarske oznake« ispod polja za registarsku oznaku pri kupnji karte i traženju kazne, kako ih ne biste morali ponovno upisivati; svaku od njih možete ukloniti gumbom »Ukloni« (taj se odabir pamti u lokalnoj pohrani pod ključem vpa-saved-plates-hidden, bez same registarske oznake), a oznaka nestaje i sama kad se obriše zadnja spremljena karta s njom. Odabir se briše zajedno s kartama na koje se odnosi.',
        ),
        p(
          'Kako bi se Portal otvorio i bez internetske veze, preglednik u predmemoriju sprema i datoteke samog Portala (programski kod, tekstove, slike i dvije stranice); u njima nema osobnih podataka, a zamjenjuju se pri svakoj novoj inačici Portala.',
        ),
      ],
    },
    {
      title: 'Primatelji podataka',
      blocks: [
        p(
          'Registarska oznaka vozila i razdoblje parkiranja prosljeđuju se parkirnom sustavu voditelja obrade radi kontrole parkiranja. Podaci o plaćanju razmjenjuju se s pružateljem platnih usluga (Worldline ili Teya) radi provedbe plaćanja. Podatke možemo dostaviti i tijelima kojima smo ih dužni dostaviti prema zakonu.',
        ),
      ],
    },
    {
      title: 'Razdoblje čuvanja',
      blocks: [
        p(
          'Podaci o kupnji i računi čuvaju se onoliko dugo koliko propisuju računovodstveni i porezni propisi. Ostali podaci brišu se ili anonimiziraju kada više nisu potrebni za svrhu za koju su prikupljeni.',
        ),
      ],
    },
    {
      title: 'Vaša prava',
      blocks: [
        p(
          'Imate pravo na pristup svojim podacima, njihov ispravak i brisanje, ograničenje obrade te pravo na prigovor. Zahtjev možete uputiti voditelju obrade na kontakte navedene u podnožju stranice zone. Ako smatrate da se vaši podaci obrađuju protivno propisima, možete podnijeti pritužbu Agenciji za zaštitu osobnih podataka (AZOP).',
        ),
      ],
    },
    {
      title: 'Sigurnost',
      blocks: [
        p(
          'Portal i pružatelji platnih usluga podatke prenose isključivo zaštićenom (šifriranom) vezom. Pristup podacima imaju samo ovlaštene osobe.',
        ),
      ],
    },
    {
      title: 'Izmjene Pravila privatnosti',
      blocks: [
        p('Ova Pravila privatnosti mogu se izmijeniti; važeća inačica uvijek je objavljena na Portalu.'),
      ],
    },
  ],
};

/**
 * Field data (docs/decisions/021), in the policy only where the operator turned it on
 * (VITE_FIELD_DATA): what each page sends to the Portal's own server, and why.
 */
export const fieldDataSection: LegalSection = {
  title: 'Podaci o brzini i pogreškama Portala',
  blocks: [
    p(
      'Kako bismo znali radi li Portal dobro na stvarnim mobitelima, svaka stranica Portala kada je napustite ili sakrijete šalje poslužitelju Portala (i nikome drugome) jednu kratku poruku: uzorak adrese stranice bez ikakvih vrijednosti (primjerice »/parking-fine-details«), oznaku zone, jezik, vrstu mrežne veze koju javlja preglednik, je li stranicu poslužila predmemorija Portala, inačicu Portala, pet mjera brzine (LCP, INP, CLS, FCP i TTFB) te broj pogrešaka na koje ste naišli: pogreška u programskom kodu (skraćena poruka, bez nizova od pet i više znamenki i bez ičega nalik registarskoj oznaci, te naziv datoteke), datoteka koja se nije učitala, neuspjeli upit poslužitelju s njegovim statusom, stranica pogreške plaćanja s njezinim statusom, odbijen prijelaz na stranicu banke, odbijen QR kod (bez njegova sadržaja), prikazana obavijest o prekidu veze te sadržaj koji su sigurnosna pravila stranice blokirala (samo vrsta pravila i domena).',
    ),
    p(
      'Poruka ne sadrži registarsku oznaku ni broj kazne, karte, narudžbe, zahtjeva za plaćanje ili računa, niti ikakvu oznaku po kojoj bi se mogli prepoznati vi, vaš uređaj ili posjet, a za nju se na vašem uređaju ništa ne sprema. Poslužitelj je zapisuje bez IP adrese i podataka o pregledniku. Pravna osnova je naš legitimni interes da Portal radi pouzdano i brzo (članak 6. stavak 1. točka (f) Opće uredbe o zaštiti podataka). Ako vaš preglednik šalje signal Global Privacy Control ili Do Not Track, poruka se ne šalje.',
    ),
  ],
};

/** The policy with the field data section after what is processed. */
export function withFieldData(document: LegalDocument): LegalDocument {
  const at = document.sections.findIndex((section) => section.title === 'Koje podatke obrađujemo') + 1;
  return {
    ...document,
    sections: [...document.sections.slice(0, at), fieldDataSection, ...document.sections.slice(at)],
  };
}
