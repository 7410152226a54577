import { paragraph as p, type LegalDocument } from './legal-document';

// Croatian only: the legal text is the contract, not interface text, and is not translated.
export const termsOfSale: LegalDocument = {
  sections: [
    {
      number: '1',
      title: 'Kupnja',
      blocks: [
        p(
          'Putem portala virtualnog parkirnog automata (dalje: Portal) kupuju se satne, višesatne i dnevne parkirne karte te plaćaju parkirne kazne. Prodavatelj je trgovačko društvo koje upravlja parkiranjem u odabranoj zoni:',
        ),
        { kind: 'company' },
        p(
          'Ugovor o kupnji sklopljen je kada Portal prikaže potvrdu kupnje. Parkirna karta i račun tada su dostupni za preuzimanje u PDF obliku, a karta je aktivna u parkirnom sustavu prodavatelja za upisanu registarsku oznaku vozila.',
        ),
      ],
    },
    {
      number: '2',
      title: 'Cijene',
      blocks: [
        p(
          'Sve cijene iskazane su u eurima (EUR) i uključuju porez na dodanu vrijednost. Cijena ovisi o zoni, vrsti karte, tarifi i trajanju parkiranja te se prikazuje prije plaćanja. Naplaćuje se iznos prikazan u trenutku potvrde plaćanja.',
        ),
      ],
    },
    {
      number: '3',
      title: 'Plaćanje platnom karticom',
      blocks: [
        p(
          'Plaćanje se obavlja platnim karticama na sigurnoj stranici ovlaštenog pružatelja platnih usluga (Worldline ili Teya, ovisno o zoni), na koju Portal preusmjerava kupca. Prihvaćaju se kartice Visa, Mastercard, Maestro i Diners Club te plaćanje putem Apple Paya i Google Paya.',
        ),
        { kind: 'paymentLogos' },
        p(
          'Podaci o platnoj kartici upisuju se isključivo na stranici pružatelja platnih usluga i prenose zaštićenom vezom. Banka izdavatelj kartice može zatražiti dodatnu potvrdu plaćanja, primjerice u svojoj mobilnoj aplikaciji; nakon potvrde kupac se mora vratiti u preglednik kako bi dovršio kupnju.',
        ),
      ],
    },
    {
      number: '4',
      title: 'Reklamacije',
      blocks: [
        p(
          'Prigovor na kupljenu parkirnu kartu ili plaćenu kaznu kupac može podnijeti u roku od 7 dana od dana kupnje, pisanim putem na kontakte prodavatelja navedene u točki 1., uz broj karte ili računa, registarsku oznaku vozila i opis problema. Nakon isteka tog roka smatra se da je usluga iskorištena.',
        ),
        p('Prodavatelj će na pisani prigovor odgovoriti u roku od 15 dana od dana primitka.'),
      ],
    },
    {
      number: '5',
      title: 'Povrat novca',
      blocks: [
        p(
          'Parkirna karta vezana je uz točno određeni datum i razdoblje parkiranja, zbog čega se kupljena karta ne može vratiti ni zamijeniti, a plaćeni iznos se ne vraća.',
        ),
        p(
          'Iznimno, prodavatelj može po vlastitoj procjeni odobriti povrat novca na temelju opravdanog prigovora podnesenog u roku iz točke 4. Odobreni povrat izvršava se na platnu karticu kojom je plaćanje obavljeno.',
        ),
      ],
    },
    {
      number: '6',
      title: 'Podaci o platnoj kartici',
      blocks: [
        p(
          'Prodavatelj i Portal ne primaju i ne pohranjuju puni broj platne kartice, datum isteka ni sigurnosni kod. Na računu se, radi prepoznavanja plaćanja, prikazuje samo dio broja kartice koji dostavlja pružatelj platnih usluga.',
        ),
      ],
    },
  ],
};
