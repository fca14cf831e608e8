/**
 * Static catalog content of the fictitious courier "Velocity Kurier AG":
 * packaging templates, customer-service team, service notices and news.
 * German texts use Swiss spelling (ss, never sharp s).
 */

export type Locale = 'de' | 'fr' | 'it' | 'en'

export interface PackagingSeed {
  label_de: string
  label_fr: string
  label_it: string
  label_en: string
  /** cm */
  width: number
  /** cm */
  height: number
  /** cm */
  length: number
}

// biome-ignore format: compact data table, one entry (or group) per line
export const PACKAGING: readonly PackagingSeed[] = [
  { label_de: 'Couvert C5', label_fr: 'Enveloppe C5', label_it: 'Busta C5', label_en: 'C5 envelope', width: 16, height: 1, length: 23 },
  { label_de: 'Couvert C4', label_fr: 'Enveloppe C4', label_it: 'Busta C4', label_en: 'C4 envelope', width: 23, height: 2, length: 33 },
  { label_de: 'Luftpolstercouvert', label_fr: 'Enveloppe matelassée', label_it: 'Busta imbottita', label_en: 'Padded envelope', width: 27, height: 4, length: 36 },
  { label_de: 'Dokumentenbox A4', label_fr: 'Boîte à documents A4', label_it: 'Scatola per documenti A4', label_en: 'A4 document box', width: 25, height: 6, length: 34 },
  { label_de: 'Paket klein', label_fr: 'Petit colis', label_it: 'Pacco piccolo', label_en: 'Small parcel', width: 25, height: 10, length: 35 },
  { label_de: 'Paket mittel', label_fr: 'Colis moyen', label_it: 'Pacco medio', label_en: 'Medium parcel', width: 30, height: 20, length: 40 },
  { label_de: 'Paket gross', label_fr: 'Grand colis', label_it: 'Pacco grande', label_en: 'Large parcel', width: 40, height: 30, length: 60 },
  { label_de: 'Laptop-Box', label_fr: 'Boîte pour ordinateur portable', label_it: 'Scatola per laptop', label_en: 'Laptop box', width: 40, height: 10, length: 50 },
  { label_de: 'Weinkarton für 6 Flaschen', label_fr: 'Carton à vin pour 6 bouteilles', label_it: 'Cartone per 6 bottiglie di vino', label_en: 'Wine box (6 bottles)', width: 17, height: 34, length: 26 },
  { label_de: 'Kühlbox', label_fr: 'Glacière', label_it: 'Contenitore isotermico', label_en: 'Cooler box', width: 30, height: 30, length: 40 },
  { label_de: 'Laborbox UN 3373', label_fr: 'Boîte de laboratoire UN 3373', label_it: 'Contenitore per campioni UN 3373', label_en: 'Lab specimen box (UN 3373)', width: 20, height: 15, length: 25 },
  { label_de: 'Versandrolle für Pläne', label_fr: 'Tube d’expédition pour plans', label_it: 'Tubo portadisegni', label_en: 'Shipping tube for plans', width: 8, height: 8, length: 75 },
  { label_de: 'Bilderkarton', label_fr: 'Carton pour tableaux', label_it: 'Scatola per quadri', label_en: 'Picture box', width: 80, height: 8, length: 100 },
  { label_de: 'Velokarton', label_fr: 'Carton à vélo', label_it: 'Scatola per bicicletta', label_en: 'Bicycle box', width: 25, height: 85, length: 145 },
  { label_de: 'Halbpalette 80 × 60 cm', label_fr: 'Demi-palette 80 × 60 cm', label_it: 'Mezza paletta 80 × 60 cm', label_en: 'Half pallet (80 × 60 cm)', width: 60, height: 80, length: 80 },
  { label_de: 'Europalette 120 × 80 cm', label_fr: 'Palette Europe 120 × 80 cm', label_it: 'Paletta EUR 120 × 80 cm', label_en: 'Euro pallet (120 × 80 cm)', width: 80, height: 120, length: 120 },
]

export interface EmployeeSeed {
  firstname: string
  lastname: string
  position: Record<Locale, string>
  phone: string
  email: string
}

/** Customer-service team of Velocity Kurier AG (fictitious; 000 exchange, example.ch). */
export const EMPLOYEES: readonly EmployeeSeed[] = [
  {
    firstname: 'Anna',
    lastname: 'Keller',
    position: {
      de: 'Leiterin Kundendienst',
      fr: 'Responsable du service clientèle',
      it: 'Responsabile del servizio clienti',
      en: 'Head of Customer Service',
    },
    phone: '+41 44 000 12 34',
    email: 'anna.keller@example.ch',
  },
  {
    firstname: 'Marc',
    lastname: 'Rochat',
    position: {
      de: 'Teamleiter Kundendienst Westschweiz',
      fr: 'Chef d’équipe du service clientèle pour la Suisse romande',
      it: 'Caposquadra del servizio clienti per la Svizzera romanda',
      en: 'Customer Service Team Lead, French-speaking Switzerland',
    },
    phone: '+41 21 000 45 10',
    email: 'marc.rochat@example.ch',
  },
  {
    firstname: 'Giulia',
    lastname: 'Bernasconi',
    position: {
      de: 'Kundenberaterin Tessin',
      fr: 'Conseillère clientèle pour le Tessin',
      it: 'Consulente clienti per il Ticino',
      en: 'Customer Advisor, Ticino',
    },
    phone: '+41 91 000 33 21',
    email: 'giulia.bernasconi@example.ch',
  },
  {
    firstname: 'Lukas',
    lastname: 'Brunner',
    position: {
      de: 'Disponent Expresssendungen',
      fr: 'Répartiteur des envois express',
      it: 'Coordinatore delle spedizioni express',
      en: 'Express Shipments Dispatcher',
    },
    phone: '+41 44 000 12 40',
    email: 'lukas.brunner@example.ch',
  },
  {
    firstname: 'Chloé',
    lastname: 'Favre',
    position: {
      de: 'Kundenberaterin Geschäftskunden',
      fr: 'Conseillère clientèle entreprises',
      it: 'Consulente per la clientela aziendale',
      en: 'Business Account Advisor',
    },
    phone: '+41 22 000 56 78',
    email: 'chloe.favre@example.ch',
  },
  {
    firstname: 'Reto',
    lastname: 'Gerber',
    position: {
      de: 'Spezialist Sendungsverfolgung',
      fr: 'Spécialiste du suivi des envois',
      it: 'Specialista del tracciamento delle spedizioni',
      en: 'Shipment Tracking Specialist',
    },
    phone: '+41 31 000 22 15',
    email: 'reto.gerber@example.ch',
  },
  {
    firstname: 'Sarah',
    lastname: 'Widmer',
    position: {
      de: 'Kundenberaterin Nachtkurier',
      fr: 'Conseillère clientèle du service de nuit',
      it: 'Consulente clienti per il corriere notturno',
      en: 'Customer Advisor, Night Courier',
    },
    phone: '+41 61 000 78 02',
    email: 'sarah.widmer@example.ch',
  },
  {
    firstname: 'Matteo',
    lastname: 'Lepori',
    position: {
      de: 'Sachbearbeiter Reklamationen',
      fr: 'Gestionnaire des réclamations',
      it: 'Addetto alla gestione dei reclami',
      en: 'Claims Handler',
    },
    phone: '+41 91 000 33 45',
    email: 'matteo.lepori@example.ch',
  },
  {
    firstname: 'Nicolas',
    lastname: 'Perret',
    position: {
      de: 'Kundenberater Laborlogistik',
      fr: 'Conseiller clientèle en logistique de laboratoire',
      it: 'Consulente clienti per la logistica di laboratorio',
      en: 'Customer Advisor, Laboratory Logistics',
    },
    phone: '+41 32 000 41 18',
    email: 'nicolas.perret@example.ch',
  },
  {
    firstname: 'Ladina',
    lastname: 'Caduff',
    position: {
      de: 'Lernende Kauffrau EFZ',
      fr: 'Apprentie employée de commerce CFC',
      it: 'Apprendista impiegata di commercio AFC',
      en: 'Commercial Apprentice',
    },
    phone: '+41 81 000 25 60',
    email: 'ladina.caduff@example.ch',
  },
]

export interface ServiceInfoSeed {
  title: Record<Locale, string>
  /** Small HTML: only <p>, <strong>, <a href="https://example.ch/...">, <ul><li>. */
  description: Record<Locale, string>
}

export const SERVICE_INFORMATION: readonly ServiceInfoSeed[] = [
  {
    title: {
      de: 'Öffnungszeiten über die Festtage 2026/27',
      fr: 'Horaires pendant les fêtes de fin d’année 2026/27',
      it: 'Orari durante le festività di fine anno 2026/27',
      en: 'Holiday opening hours 2026/27',
    },
    description: {
      de:
        '<p>Über Weihnachten und Neujahr gelten für Kundendienst und Zustellung folgende Zeiten:</p>' +
        '<ul><li><strong>Donnerstag, 24. Dezember 2026:</strong> bis 14.00 Uhr</li>' +
        '<li><strong>Freitag, 25., und Samstag, 26. Dezember 2026:</strong> geschlossen, keine Zustellungen</li>' +
        '<li><strong>Donnerstag, 31. Dezember 2026:</strong> bis 14.00 Uhr</li>' +
        '<li><strong>Freitag, 1., und Samstag, 2. Januar 2027:</strong> geschlossen, keine Zustellungen</li></ul>' +
        '<p>Sendungen, die Sie bis Mittwoch, 23. Dezember, um 12.00 Uhr aufgeben, stellen wir garantiert noch vor Weihnachten zu. ' +
        'Ab Montag, 4. Januar 2027, sind wir wieder wie gewohnt für Sie da. ' +
        'Alle Details finden Sie unter <a href="https://example.ch/de/festtage">example.ch/festtage</a>.</p>' +
        '<p>Wir danken Ihnen für Ihr Vertrauen und wünschen Ihnen schöne Festtage!</p>',
      fr:
        '<p>Pendant les fêtes de Noël et de Nouvel An, notre service clientèle et nos livraisons suivent l’horaire suivant :</p>' +
        '<ul><li><strong>Jeudi 24 décembre 2026 :</strong> jusqu’à 14h00</li>' +
        '<li><strong>Vendredi 25 et samedi 26 décembre 2026 :</strong> fermé, aucune livraison</li>' +
        '<li><strong>Jeudi 31 décembre 2026 :</strong> jusqu’à 14h00</li>' +
        '<li><strong>Vendredi 1er et samedi 2 janvier 2027 :</strong> fermé, aucune livraison</li></ul>' +
        '<p>Tout envoi remis d’ici au mercredi 23 décembre à 12h00 sera livré avant Noël, c’est garanti. ' +
        'Dès le lundi 4 janvier 2027, nous sommes de nouveau à votre service aux horaires habituels. ' +
        'Retrouvez tous les détails sur <a href="https://example.ch/fr/fetes">example.ch/fetes</a>.</p>' +
        '<p>Merci de votre confiance et excellentes fêtes de fin d’année !</p>',
      it:
        '<p>Durante le feste di Natale e Capodanno, il servizio clienti e le consegne seguono questi orari:</p>' +
        '<ul><li><strong>Giovedì 24 dicembre 2026:</strong> fino alle 14.00</li>' +
        '<li><strong>Venerdì 25 e sabato 26 dicembre 2026:</strong> chiuso, nessuna consegna</li>' +
        '<li><strong>Giovedì 31 dicembre 2026:</strong> fino alle 14.00</li>' +
        '<li><strong>Venerdì 1° e sabato 2 gennaio 2027:</strong> chiuso, nessuna consegna</li></ul>' +
        '<p>Gli invii consegnati entro mercoledì 23 dicembre alle 12.00 arriveranno a destinazione prima di Natale, garantito. ' +
        'Da lunedì 4 gennaio 2027 saremo nuovamente a vostra disposizione con i consueti orari. ' +
        'Tutti i dettagli sono disponibili su <a href="https://example.ch/it/festivita">example.ch/festivita</a>.</p>' +
        '<p>Vi ringraziamo per la fiducia e vi auguriamo buone feste!</p>',
      en:
        '<p>Over Christmas and New Year, our customer service and deliveries will operate as follows:</p>' +
        '<ul><li><strong>Thursday, 24 December 2026:</strong> until 2 pm</li>' +
        '<li><strong>Friday, 25 December and Saturday, 26 December 2026:</strong> closed, no deliveries</li>' +
        '<li><strong>Thursday, 31 December 2026:</strong> until 2 pm</li>' +
        '<li><strong>Friday, 1 January and Saturday, 2 January 2027:</strong> closed, no deliveries</li></ul>' +
        '<p>Anything you send by noon on Wednesday, 23 December, is guaranteed to arrive before Christmas. ' +
        'From Monday, 4 January 2027, we will be back to our usual hours. ' +
        'You will find all the details at <a href="https://example.ch/en/holidays">example.ch/holidays</a>.</p>' +
        '<p>Thank you for your trust – we wish you a wonderful festive season!</p>',
    },
  },
  {
    title: {
      de: 'Tessin: Verzögerungen wegen Strassensperrung im Maggiatal',
      fr: 'Tessin : retards de livraison dus à une fermeture de route dans le val Maggia',
      it: 'Ticino: ritardi nelle consegne per la chiusura della strada in Vallemaggia',
      en: 'Ticino: delivery delays due to a road closure in the Maggia Valley',
    },
    description: {
      de:
        '<p>Wegen Steinschlag-Schutzarbeiten ist die Kantonsstrasse zwischen Avegno und Cevio ' +
        '<strong>vom 12. bis 23. Oktober 2026</strong> werktags von 8.00 bis 17.00 Uhr gesperrt.</p>' +
        '<ul><li>Sendungen in die Postleitzahlen 6672–6696 stellen wir frühmorgens oder am späten Nachmittag zu.</li>' +
        '<li>Es ist mit Verzögerungen von bis zu einem Arbeitstag zu rechnen.</li>' +
        '<li>Terminzustellungen mit garantierter Uhrzeit sind in diesem Zeitraum nicht möglich.</li></ul>' +
        '<p>Den aktuellen Stand finden Sie unter <a href="https://example.ch/de/verkehrslage">example.ch/verkehrslage</a>. ' +
        'Wir danken für Ihr Verständnis.</p>',
      fr:
        '<p>En raison de travaux de protection contre les chutes de pierres, la route cantonale entre Avegno et Cevio ' +
        'sera fermée <strong>du 12 au 23 octobre 2026</strong>, les jours ouvrables de 8h00 à 17h00.</p>' +
        '<ul><li>Les envois à destination des NPA 6672 à 6696 seront livrés tôt le matin ou en fin d’après-midi.</li>' +
        '<li>Des retards pouvant aller jusqu’à un jour ouvrable sont à prévoir.</li>' +
        '<li>Les livraisons à heure fixe garantie ne peuvent pas être proposées pendant cette période.</li></ul>' +
        '<p>Suivez l’évolution de la situation sur <a href="https://example.ch/fr/trafic">example.ch/trafic</a>. ' +
        'Merci de votre compréhension.</p>',
      it:
        '<p>A causa di lavori di premunizione contro la caduta di sassi, la strada cantonale tra Avegno e Cevio ' +
        'resterà chiusa <strong>dal 12 al 23 ottobre 2026</strong> nei giorni feriali, dalle 8.00 alle 17.00.</p>' +
        '<ul><li>Gli invii destinati ai NAP da 6672 a 6696 verranno recapitati al mattino presto o nel tardo pomeriggio.</li>' +
        '<li>Sono possibili ritardi fino a un giorno lavorativo.</li>' +
        '<li>In questo periodo non possiamo garantire consegne a orario fisso.</li></ul>' +
        '<p>Aggiornamenti su <a href="https://example.ch/it/traffico">example.ch/traffico</a>. ' +
        'Grazie per la comprensione.</p>',
      en:
        '<p>Rockfall protection work will close the cantonal road between Avegno and Cevio ' +
        '<strong>from 12 to 23 October 2026</strong>, on working days between 8 am and 5 pm.</p>' +
        '<ul><li>Shipments to postcodes 6672–6696 will be delivered early in the morning or late in the afternoon.</li>' +
        '<li>Please allow for delays of up to one working day.</li>' +
        '<li>Timed deliveries with a guaranteed slot are not available during this period.</li></ul>' +
        '<p>For the latest updates, visit <a href="https://example.ch/en/traffic">example.ch/traffic</a>. ' +
        'Thank you for your patience.</p>',
    },
  },
  {
    title: {
      de: 'Neu: Nachtkurier jetzt auch in der Zentralschweiz',
      fr: 'Nouveau : notre service de nuit s’étend à la Suisse centrale',
      it: 'Novità: il corriere notturno arriva nella Svizzera centrale',
      en: 'New: our night courier now covers Central Switzerland',
    },
    description: {
      de:
        '<p>Ab <strong>Montag, 2. November 2026</strong>, fährt unser Nachtkurier auch in den Kantonen ' +
        'Luzern, Zug, Schwyz, Uri, Obwalden und Nidwalden.</p>' +
        '<ul><li>Abholung bis 22.00 Uhr, Zustellung bis 6.00 Uhr am nächsten Morgen</li>' +
        '<li>Von Montag bis Freitag, auch in Depots, Garagen und Schlüsselboxen</li>' +
        '<li>Ideal für Apotheken, Labors, Werkstätten und den Detailhandel</li></ul>' +
        '<p>Mehr zu Tarifen und Abholzeiten erfahren Sie unter <a href="https://example.ch/de/nachtkurier">example.ch/nachtkurier</a>.</p>',
      fr:
        '<p>Dès le <strong>lundi 2 novembre 2026</strong>, notre service de nuit dessert aussi les cantons ' +
        'de Lucerne, Zoug, Schwytz, Uri, Obwald et Nidwald.</p>' +
        '<ul><li>Enlèvement jusqu’à 22h00, livraison avant 6h00 le lendemain matin</li>' +
        '<li>Du lundi au vendredi, y compris dans les dépôts, garages et boîtes à clés</li>' +
        '<li>La solution idéale pour les pharmacies, laboratoires, ateliers et commerces de détail</li></ul>' +
        '<p>Tarifs et heures d’enlèvement : <a href="https://example.ch/fr/service-de-nuit">example.ch/service-de-nuit</a>.</p>',
      it:
        '<p>Da <strong>lunedì 2 novembre 2026</strong> il nostro corriere notturno serve anche i Cantoni ' +
        'di Lucerna, Zugo, Svitto, Uri, Obvaldo e Nidvaldo.</p>' +
        '<ul><li>Ritiro fino alle 22.00, consegna entro le 6.00 del mattino seguente</li>' +
        '<li>Dal lunedì al venerdì, anche in depositi, garage e cassette portachiavi</li>' +
        '<li>La soluzione ideale per farmacie, laboratori, officine e commercio al dettaglio</li></ul>' +
        '<p>Tariffe e orari di ritiro su <a href="https://example.ch/it/corriere-notturno">example.ch/corriere-notturno</a>.</p>',
      en:
        '<p>From <strong>Monday, 2 November 2026</strong>, our night courier also operates in the cantons of ' +
        'Lucerne, Zug, Schwyz, Uri, Obwalden and Nidwalden.</p>' +
        '<ul><li>Collection until 10 pm, delivery by 6 am the next morning</li>' +
        '<li>Monday to Friday, including drop-offs at depots, garages and key safes</li>' +
        '<li>Ideal for pharmacies, laboratories, workshops and retailers</li></ul>' +
        '<p>Find rates and collection times at <a href="https://example.ch/en/night-courier">example.ch/night-courier</a>.</p>',
    },
  },
]

export interface NewsSeed {
  slug: string
  title: Record<Locale, string>
  summary: Record<Locale, string>
  /** ISO date */
  published: string
}

export const NEWS: readonly NewsSeed[] = [
  {
    slug: 'co2-report-2025',
    title: {
      de: 'CO₂-Bilanz 2025: 23 Prozent weniger Emissionen pro Sendung',
      fr: 'Bilan CO₂ 2025 : 23 % d’émissions en moins par envoi',
      it: 'Bilancio CO₂ 2025: emissioni per invio in calo del 23 per cento',
      en: 'CO₂ report 2025: emissions per shipment down 23 per cent',
    },
    summary: {
      de: 'Mehr Velo, mehr Bahn, weniger Leerfahrten: Im vergangenen Jahr haben wir pro Sendung fast ein Viertel weniger CO₂ ausgestossen als 2024. Wie wir das geschafft haben und wo wir noch zulegen wollen, lesen Sie in unserem Bericht.',
      fr: 'Davantage de vélos et de trains, moins de trajets à vide : l’an dernier, nos émissions de CO₂ par envoi ont baissé de près d’un quart par rapport à 2024. Notre rapport explique comment nous y sommes parvenus et où nous voulons encore progresser.',
      it: 'Più bici, più treno e meno viaggi a vuoto: l’anno scorso abbiamo ridotto di quasi un quarto le emissioni di CO₂ per invio rispetto al 2024. Nel nostro rapporto spieghiamo come ci siamo riusciti e dove vogliamo migliorare ancora.',
      en: 'More bikes, more rail and fewer empty runs: last year we cut CO₂ emissions per shipment by almost a quarter compared with 2024. Our report explains how we did it – and where we still want to improve.',
    },
    published: '2026-02-17',
  },
  {
    slug: 'cargo-bikes-bern-geneva',
    title: {
      de: 'Mit dem Lastenvelo durch Bern und Genf',
      fr: 'À vélo-cargo dans les rues de Berne et de Genève',
      it: 'In bici cargo per le vie di Berna e Ginevra',
      en: 'By cargo bike through Bern and Geneva',
    },
    summary: {
      de: '24 neue E-Lastenvelos übernehmen in den Innenstädten von Bern und Genf die Zustellung bis 150 Kilogramm. In der Altstadt sind sie oft schneller als jeder Lieferwagen – und sie brauchen keinen Parkplatz.',
      fr: 'Vingt-quatre nouveaux vélos-cargos électriques livrent désormais jusqu’à 150 kilos dans les centres-villes de Berne et de Genève. Dans les vieilles villes, ils sont souvent plus rapides qu’une camionnette, et ils n’ont jamais besoin de place de parc.',
      it: 'Ventiquattro nuove bici cargo elettriche consegnano ora fino a 150 chili nei centri di Berna e Ginevra. Nei centri storici sono spesso più veloci di un furgone e non devono mai cercare un parcheggio.',
      en: 'Twenty-four new electric cargo bikes now handle deliveries of up to 150 kilograms in the city centres of Bern and Geneva. In the old towns they often beat any van – and they never need a parking space.',
    },
    published: '2026-03-24',
  },
  {
    slug: 'rail-freight-gotthard',
    title: {
      de: 'Über Nacht per Bahn ins Tessin',
      fr: 'Vers le Tessin en train, pendant la nuit',
      it: 'Di notte in treno verso il Ticino',
      en: 'Overnight to Ticino by rail',
    },
    summary: {
      de: 'Seit Mai reisen unsere Sendungen zwischen Zürich und Lugano in Wechselbehältern durch den Gotthard-Basistunnel. So ersetzen wir jede Nacht zwei Lastwagenfahrten über die A2 – bei gleicher Zustellzeit am Morgen.',
      fr: 'Depuis mai, nos envois entre Zurich et Lugano voyagent en caisses mobiles par le tunnel de base du Saint-Gothard. Chaque nuit, nous évitons ainsi deux trajets en camion sur l’A2, sans retarder la livraison du matin.',
      it: 'Da maggio i nostri invii tra Zurigo e Lugano viaggiano in casse mobili attraverso la galleria di base del San Gottardo. Ogni notte risparmiamo così due viaggi in camion sulla A2, con gli stessi orari di consegna al mattino.',
      en: 'Since May, our shipments between Zurich and Lugano have travelled in swap bodies through the Gotthard Base Tunnel. That replaces two lorry runs on the A2 every night, with no change to morning delivery times.',
    },
    published: '2026-05-12',
  },
  {
    slug: 'electric-van-fleet',
    title: {
      de: 'Jeder zweite Lieferwagen fährt jetzt elektrisch',
      fr: 'Une camionnette sur deux roule désormais à l’électricité',
      it: 'Ora un furgone su due è elettrico',
      en: 'Half of our vans are now electric',
    },
    summary: {
      de: 'Mit 40 neuen Elektrofahrzeugen ist inzwischen die Hälfte unserer Lieferwagenflotte elektrisch unterwegs. Geladen wird vor allem mit Solarstrom vom Dach unseres Verteilzentrums in Winterthur.',
      fr: 'Avec l’arrivée de 40 nouveaux véhicules électriques, la moitié de notre flotte de camionnettes roule désormais sans moteur thermique. Ils se rechargent surtout grâce à l’électricité solaire produite sur le toit de notre centre de tri de Winterthour.',
      it: 'Con 40 nuovi veicoli elettrici, metà della nostra flotta di furgoni ha ormai detto addio al motore termico. La ricarica avviene soprattutto con l’energia solare prodotta sul tetto del nostro centro di smistamento di Winterthur.',
      en: 'With 40 new electric vehicles on the road, half of our van fleet has now gone electric. They are charged mainly with solar power generated on the roof of our distribution centre in Winterthur.',
    },
    published: '2026-07-07',
  },
  {
    slug: 'reusable-shipping-boxes',
    title: {
      de: 'Mehrwegboxen statt Karton: Pilotversuch in Basel',
      fr: 'Des boîtes réutilisables à la place du carton : projet pilote à Bâle',
      it: 'Contenitori riutilizzabili al posto del cartone: progetto pilota a Basilea',
      en: 'Reusable boxes instead of cardboard: pilot scheme in Basel',
    },
    summary: {
      de: 'Gemeinsam mit fünf Labors und Apotheken testen wir in Basel robuste Mehrwegboxen, die bis zu 200-mal im Einsatz sind. Die Kurierinnen und Kuriere nehmen die leeren Boxen gleich bei der nächsten Zustellung wieder mit.',
      fr: 'À Bâle, nous testons avec cinq laboratoires et pharmacies des boîtes robustes réutilisables jusqu’à 200 fois. Nos coursières et coursiers récupèrent les boîtes vides lors de la livraison suivante.',
      it: 'A Basilea stiamo testando, insieme a cinque laboratori e farmacie, contenitori robusti riutilizzabili fino a 200 volte. Le nostre fattorine e i nostri fattorini ritirano quelli vuoti alla consegna successiva.',
      en: 'Together with five laboratories and pharmacies in Basel, we are trialling sturdy reusable boxes that can make up to 200 trips. Our couriers simply collect the empty boxes on their next delivery.',
    },
    published: '2026-09-01',
  },
  {
    slug: 'micro-hub-lausanne',
    title: {
      de: 'Neuer Mikro-Hub im Zentrum von Lausanne',
      fr: 'Un nouveau micro-hub au cœur de Lausanne',
      it: 'Un nuovo micro-hub nel cuore di Losanna',
      en: 'A new micro-hub in the heart of Lausanne',
    },
    summary: {
      de: 'Im Quartier du Flon haben wir ein kleines Umschlaglager eröffnet. Von dort aus erreichen unsere Velokuriere die steilen Gassen der Lausanner Innenstadt in wenigen Minuten – Lieferwagen bleiben draussen.',
      fr: 'Nous avons ouvert un petit entrepôt de transbordement dans le quartier du Flon. De là, nos coursiers à vélo rejoignent en quelques minutes les rues pentues du centre-ville, et les camionnettes restent en dehors.',
      it: 'Abbiamo aperto un piccolo deposito di trasbordo nel quartiere del Flon. Da qui i nostri corrieri in bici raggiungono in pochi minuti le vie in salita del centro di Losanna, mentre i furgoni restano fuori città.',
      en: 'We have opened a small transfer depot in the Flon district. From there, our bike couriers reach the steep streets of central Lausanne within minutes – and the vans stay out of town.',
    },
    published: '2026-10-20',
  },
]
