import { paragraph as p, type LegalDocument } from './legal-document';

// Croatian only: the legal text is the contract, not interface text, and is not translated.
export const termsOfUse: LegalDocument = {
  sections: [
    {
      number: '1',
      title: 'Opće odredbe',
      subsections: [
        {
          number: '1.1',
          blocks: [
            p(
              'Ovi Uvjeti korištenja (dalje: Uvjeti) uređuju korištenje internetskog portala virtualnog parkirnog automata (dalje: Portal), putem kojeg korisnici kupuju satne, višesatne i dnevne parkirne karte te plaćaju parkirne kazne.',
            ),
          ],
        },
        {
          number: '1.2',
          blocks: [
            p(
              'Pružatelj usluge je trgovačko društvo koje upravlja javnim parkiralištem u zoni za koju se karta kupuje. Njegovi su podaci navedeni u točki 11. ovih Uvjeta i u podnožju stranice zone.',
            ),
          ],
        },
        {
          number: '1.3',
          blocks: [
            p(
              'Korištenjem Portala korisnik potvrđuje da je pročitao i prihvatio ove Uvjete. Korisnik koji se s Uvjetima ne slaže ne smije koristiti Portal.',
            ),
          ],
        },
      ],
    },
    {
      number: '2',
      title: 'Pojmovi',
      subsections: [
        {
          number: '2.1',
          blocks: [
            p(
              'Korisnik je svaka fizička ili pravna osoba koja putem Portala kupuje parkirnu kartu ili plaća parkirnu kaznu.',
            ),
          ],
        },
        {
          number: '2.2',
          blocks: [
            p(
              'Parkirna karta je elektronički dokaz o plaćenom parkiranju vozila određene registarske oznake u određenoj zoni i razdoblju. Portal nudi satne, višesatne i dnevne karte, ovisno o zoni.',
            ),
          ],
        },
        {
          number: '2.3',
          blocks: [
            p(
              'Parkirna kazna (DPK) je dnevna parkirna karta izdana uz nalog za plaćanje zbog parkiranja bez valjane karte ili protivno pravilima zone.',
            ),
          ],
        },
        {
          number: '2.4',
          blocks: [
            p(
              'Zona je dio javnog parkirališta s vlastitim kodom zone, koji je naveden na naljepnici s QR kodom uz parkirni automat i u poveznici na zonu.',
            ),
          ],
        },
      ],
    },
    {
      number: '3',
      title: 'Pristup Portalu',
      subsections: [
        {
          number: '3.1',
          blocks: [
            p(
              'Portal se koristi putem internetskog preglednika na mobitelu, tabletu ili računalu, bez instalacije aplikacije.',
            ),
          ],
        },
        {
          number: '3.2',
          blocks: [
            p(
              'Za kupnju karte nisu potrebni registracija ni prijava; jedini podatak koji korisnik unosi je registarska oznaka vozila. Pružatelj usluge korisnicima može ponuditi neobveznu registraciju, o čemu će ih posebno obavijestiti.',
            ),
          ],
        },
        {
          number: '3.3',
          blocks: [
            p(
              'Korisnik zonu odabire skeniranjem QR koda zone, otvaranjem poveznice na zonu ili odabirom grada i zone na Portalu.',
            ),
          ],
        },
      ],
    },
    {
      number: '4',
      title: 'Kupnja parkirne karte',
      subsections: [
        {
          number: '4.1',
          blocks: [
            p(
              'Kupnja se obavlja u tri koraka: (1) odabir grada i zone ili skeniranje QR koda zone, (2) odabir vrste karte i unos registarske oznake vozila, (3) plaćanje platnom karticom.',
            ),
          ],
        },
        {
          number: '4.2',
          blocks: [
            p(
              'Cijena karte prikazuje se u eurima prije plaćanja, prema cjeniku pružatelja usluge za odabranu zonu, vrstu karte i trajanje.',
            ),
          ],
        },
        {
          number: '4.3',
          blocks: [
            p(
              'Karta je aktivna u parkirnom sustavu pružatelja usluge, koji pritom prima registarsku oznaku vozila, čim je kupnja dovršena. Kupnja je dovršena tek kada Portal prikaže potvrdu kupnje. Ako banka za potvrdu plaćanja otvori svoju aplikaciju, korisnik se nakon potvrde mora vratiti u preglednik kako bi dovršio kupnju.',
            ),
          ],
        },
        {
          number: '4.4',
          blocks: [p('Nakon dovršene kupnje korisnik može preuzeti parkirnu kartu i račun u PDF obliku.')],
        },
      ],
    },
    {
      number: '5',
      title: 'Plaćanje parkirne kazne',
      subsections: [
        {
          number: '5.1',
          blocks: [
            p(
              'Parkirna kazna može se platiti putem Portala samo kod pružatelja usluge koji je uključio uslugu plaćanja kazni.',
            ),
          ],
        },
        {
          number: '5.2',
          blocks: [
            p(
              'Korisnik kaznu pronalazi odabirom grada te unosom broja kazne i registarske oznake vozila, a zatim je plaća platnom karticom.',
            ),
          ],
        },
        {
          number: '5.3',
          blocks: [
            p(
              'Nakon plaćanja korisnik može preuzeti račun u PDF obliku. Već plaćena ili stornirana kazna ne može se ponovno platiti.',
            ),
          ],
        },
      ],
    },
    {
      number: '6',
      title: 'Obveze korisnika',
      subsections: [
        {
          number: '6.1',
          blocks: [
            p(
              'Korisnik je dužan točno unijeti registarsku oznaku vozila (samo slova i brojke, bez razmaka i posebnih znakova) te odabrati ispravnu zonu, vrstu karte i trajanje parkiranja.',
            ),
          ],
        },
        {
          number: '6.2',
          blocks: [
            p(
              'Pružatelj usluge ne odgovara za posljedice netočno unesenih podataka, uključujući parkirne kazne izdane zbog pogrešno unesene registarske oznake ili pogrešno odabrane zone.',
            ),
          ],
        },
        {
          number: '6.3',
          blocks: [
            p('Korisnik je dužan poštivati prometne znakove i pravila parkiranja koja vrijede u zoni.'),
          ],
        },
      ],
    },
    {
      number: '7',
      title: 'Zabranjeno korištenje',
      subsections: [
        {
          number: '7.1',
          blocks: [p('Portal se smije koristiti samo u zakonite svrhe i u skladu s ovim Uvjetima.')],
        },
        {
          number: '7.2',
          blocks: [
            p('Korisniku je osobito zabranjeno:'),
            {
              kind: 'list',
              items: [
                'pokušati neovlašteno pristupiti Portalu, njegovim poslužiteljima ili bazama podataka;',
                'ometati ili preopterećivati rad Portala, uključujući automatizirano slanje zahtjeva;',
                'unositi podatke o tuđim vozilima bez ovlaštenja vlasnika ili korisnika vozila;',
                'koristiti tuđe platne kartice bez ovlaštenja njihovih imatelja;',
                'unositi ili širiti zlonamjerni programski kod;',
                'kopirati, mijenjati ili distribuirati sadržaj Portala bez pisanog dopuštenja;',
                'lažno se predstavljati kao pružatelj usluge ili kao druga osoba.',
              ],
            },
          ],
        },
        {
          number: '7.3',
          blocks: [
            p(
              'Pružatelj usluge može privremeno ili trajno onemogućiti pristup Portalu korisniku koji krši ove odredbe.',
            ),
          ],
        },
      ],
    },
    {
      number: '8',
      title: 'Dostupnost i odgovornost',
      subsections: [
        {
          number: '8.1',
          blocks: [
            p(
              'Pružatelj usluge nastoji osigurati neprekidan rad Portala, ali ne jamči rad bez prekida i pogrešaka. Radovi na održavanju mogu privremeno ograničiti dostupnost Portala.',
            ),
          ],
        },
        {
          number: '8.2',
          blocks: [
            p(
              'Pružatelj usluge ne odgovara za štetu nastalu zbog prekida rada telekomunikacijskih mreža, platnih sustava ili uređaja korisnika.',
            ),
          ],
        },
        {
          number: '8.3',
          blocks: [
            p(
              'Kada Portal nije dostupan, korisnik je dužan parkiranje platiti na drugi način koji je u zoni dostupan, primjerice na parkirnom automatu.',
            ),
          ],
        },
      ],
    },
    {
      number: '9',
      title: 'Intelektualno vlasništvo',
      subsections: [
        {
          number: '9.1',
          blocks: [
            p(
              'Sadržaj Portala (tekstovi, grafika, znakovi i programski kod) zaštićen je pravima intelektualnog vlasništva.',
            ),
          ],
        },
        {
          number: '9.2',
          blocks: [
            p(
              'Korisnik smije sadržaj Portala koristiti isključivo za kupnju parkirnih karata i plaćanje parkirnih kazni za vlastite potrebe.',
            ),
          ],
        },
      ],
    },
    {
      number: '10',
      title: 'Zaštita osobnih podataka',
      subsections: [
        {
          number: '10.1',
          blocks: [
            p(
              'Osobni podaci obrađuju se u skladu s Općom uredbom o zaštiti podataka (EU) 2016/679 i Pravilima privatnosti objavljenima na Portalu.',
            ),
          ],
        },
        {
          number: '10.2',
          blocks: [p('Portal ne koristi kolačiće (cookies).')],
        },
      ],
    },
    {
      number: '11',
      title: 'Podaci o pružatelju usluge i završne odredbe',
      subsections: [
        {
          number: '11.1',
          blocks: [p('Pružatelj usluge:'), { kind: 'company' }],
        },
        {
          number: '11.2',
          blocks: [
            p(
              'Pitanja i prigovore korisnici mogu uputiti pružatelju usluge na kontakte navedene u točki 11.1.',
            ),
          ],
        },
        {
          number: '11.3',
          blocks: [
            p(
              'Pružatelj usluge može izmijeniti ove Uvjete. Izmjene stupaju na snagu objavom na Portalu i ne odnose se na već kupljene karte.',
            ),
          ],
        },
        {
          number: '11.4',
          blocks: [
            p(
              'Na ove Uvjete primjenjuje se pravo Republike Hrvatske. Za sporove je nadležan stvarno nadležni sud prema sjedištu pružatelja usluge, osim ako propisi o zaštiti potrošača određuju drukčije.',
            ),
          ],
        },
      ],
    },
  ],
};
