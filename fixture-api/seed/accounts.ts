import { hashPassword } from '#fixture-api/auth/passwords'
import type { Organization, UserRecord } from '#fixture-api/model'

export const DEMO_PASSWORD = 'demo-pass'
export const SWITCH_ROLE = 'ROLE_ALLOWED_TO_SWITCH'

const fullOrganization: Organization = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
  change_invoice_type_allowed: true,
  change_invoice_email_allowed: true,
  is_reference_required: true,
  reference_msgs: {
    de: 'Bitte geben Sie Ihre Kostenstelle an.',
    fr: 'Veuillez indiquer votre centre de coûts.',
    it: 'Indichi il suo centro di costo.',
    en: 'Please enter your cost centre.',
  },
  use_default_coli: true,
  default_coli_count: 2,
  default_coli_height: 20,
  default_coli_width: 30,
  default_coli_length: 40,
  default_coli_weight: 4.5,
  default_coli_description: 'Dokumente',
  use_default_remark: true,
  default_remark: 'Bitte am Empfang abgeben.',
}

const restrictedOrganization: Organization = {
  ...fullOrganization,
  change_default_invoice_address_allowed: false,
  select_or_create_invoice_address_allowed: false,
  change_invoice_type_allowed: false,
  change_invoice_email_allowed: false,
  is_reference_required: true,
  reference_msgs: {
    de: 'Die Bestellnummer Ihrer Apotheke ist Pflicht.',
    fr: 'Le numéro de commande de votre pharmacie est obligatoire.',
    it: 'Il numero d’ordine della farmacia è obbligatorio.',
    en: 'Your pharmacy order number is required.',
  },
  default_coli_count: 1,
  default_coli_height: 15,
  default_coli_width: 25,
  default_coli_length: 35,
  default_coli_weight: 2,
  default_coli_description: 'Medikamente',
  default_remark: 'Kühlkette einhalten (2–8 °C).',
}

const plainOrganization: Organization = {
  ...fullOrganization,
  is_reference_required: false,
  reference_msgs: {},
  use_default_coli: false,
  use_default_remark: false,
}

type AccountSeed = Omit<UserRecord, 'passwordHash' | 'id'>

const base = {
  newsletter: false,
  invoice_type: 'monthly',
  invoice_dispatch_type: 'email',
  roles: ['ROLE_USER'],
  should_change_password: false,
  switchable: [],
} satisfies Partial<AccountSeed>

export const ACCOUNT_SEEDS: readonly AccountSeed[] = [
  {
    ...base,
    username: 'customer',
    email: 'lea.brunner@example.ch',
    anrede: 'female',
    firma: null,
    kontakt: null,
    vorname: 'Lea',
    nachname: 'Brunner',
    addresse: 'Bahnhofstrasse 12',
    postleitzahl: '8001',
    ort: 'Zürich',
    newsletter: true,
    phone: '+41 44 000 21 10',
    invoice_email: 'rechnungen@example.ch',
    invoice_language: 'de',
    organization: fullOrganization,
    kundennummer: '40117',
  },
  {
    ...base,
    username: 'restricted',
    email: 'marco.bernasconi@example.ch',
    anrede: 'company',
    firma: 'Farmacia Bernasconi SA',
    kontakt: 'Marco Bernasconi',
    vorname: null,
    nachname: null,
    addresse: 'Via Nassa 5',
    postleitzahl: '6900',
    ort: 'Lugano',
    phone: '+41 91 000 33 40',
    invoice_type: 'single',
    invoice_email: 'contabilita@example.ch',
    invoice_language: 'it',
    organization: restrictedOrganization,
    kundennummer: '40288',
  },
  {
    ...base,
    username: 'dispatcher',
    email: 'thomas.keller@example.ch',
    anrede: 'male',
    firma: null,
    kontakt: null,
    vorname: 'Thomas',
    nachname: 'Keller',
    addresse: 'Laupenstrasse 18',
    postleitzahl: '3008',
    ort: 'Bern',
    phone: '+41 31 000 45 67',
    invoice_email: 'disposition@example.ch',
    invoice_language: 'de',
    roles: ['ROLE_USER', 'ROLE_ALLOWED_TO_SWITCH'],
    switchable: ['customer', 'restricted', 'filiale-bern', 'filiale-lausanne', 'filiale-lugano'],
    organization: fullOrganization,
    kundennummer: '40301',
  },
  {
    ...base,
    username: 'mustchange',
    email: 'luca.rossi@example.ch',
    anrede: 'male',
    firma: null,
    kontakt: null,
    vorname: 'Luca',
    nachname: 'Rossi',
    addresse: 'Rue du Marché 4',
    postleitzahl: '1204',
    ort: 'Genève',
    phone: '+41 22 000 18 90',
    invoice_email: 'luca.rossi@example.ch',
    invoice_language: 'fr',
    should_change_password: true,
    organization: plainOrganization,
    kundennummer: '40355',
  },
  ...(
    [
      ['filiale-bern', 'Velocity Filiale Bern', 'Sandra Wyss', 'Schwarztorstrasse 31', '3007', 'Bern', 'de'],
      [
        'filiale-lausanne',
        'Velocity Succursale Lausanne',
        'Julie Favre',
        'Avenue de la Gare 9',
        '1003',
        'Lausanne',
        'fr',
      ],
      [
        'filiale-lugano',
        'Velocity Filiale Lugano',
        'Paolo Fontana',
        'Corso Elvezia 14',
        '6900',
        'Lugano',
        'it',
      ],
    ] as const
  ).map(
    ([username, firma, kontakt, addresse, postleitzahl, ort, language], index): AccountSeed => ({
      ...base,
      username,
      email: `${username}@example.ch`,
      anrede: 'company',
      firma,
      kontakt,
      vorname: null,
      nachname: null,
      addresse,
      postleitzahl,
      ort,
      phone: `+41 58 000 10 ${String(20 + index)}`,
      invoice_email: `${username}@example.ch`,
      invoice_language: language,
      organization: plainOrganization,
      kundennummer: String(40400 + index),
    }),
  ),
]

export function createAccounts(): UserRecord[] {
  return ACCOUNT_SEEDS.map((seed, index) => ({
    ...seed,
    id: 101 + index,
    // A fixed salt keeps the seed byte-identical from run to run.
    passwordHash: hashPassword(DEMO_PASSWORD, `seed${index}`),
  }))
}
