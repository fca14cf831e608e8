import type { Locale, ShipmentRecord, StandingOrderRecord, TransportTypeId } from '#fixture-api/model'
import { totals } from '#fixture-api/seed/colis'
import { DATE_TIME_FORMAT, type SheetColumn } from './export-xlsx'

type Words = Record<Locale, string>

const HEADERS = {
  number: { de: 'Nummer', fr: 'Numéro', it: 'Numero', en: 'Number' },
  reference: { de: 'Referenz', fr: 'Référence', it: 'Riferimento', en: 'Reference' },
  name: { de: 'Bezeichnung', fr: 'Désignation', it: 'Denominazione', en: 'Name' },
  pickup: { de: 'Abholung', fr: 'Enlèvement', it: 'Ritiro', en: 'Pickup' },
  delivery: { de: 'Zustellung', fr: 'Livraison', it: 'Consegna', en: 'Delivery' },
  sender: { de: 'Absender', fr: 'Expéditeur', it: 'Mittente', en: 'Sender' },
  receiver: { de: 'Empfänger', fr: 'Destinataire', it: 'Destinatario', en: 'Receiver' },
  colis: { de: 'Anzahl Colis', fr: 'Nombre de colis', it: 'Numero di colli', en: 'Colis' },
  weight: { de: 'Gewicht (kg)', fr: 'Poids (kg)', it: 'Peso (kg)', en: 'Weight (kg)' },
  delivered: { de: 'Zugestellt', fr: 'Livré', it: 'Consegnato', en: 'Delivered' },
  signedBy: { de: 'Visiert von', fr: 'Signé par', it: 'Firmato da', en: 'Signed by' },
  weekdays: { de: 'Wochentage', fr: 'Jours', it: 'Giorni', en: 'Weekdays' },
  transport: { de: 'Transportart', fr: 'Type de transport', it: 'Tipo di trasporto', en: 'Transport type' },
  cancelled: { de: 'Storniert', fr: 'Annulé', it: 'Annullato', en: 'Cancelled' },
  priceExclVat: {
    de: 'Preis exkl. MWST (CHF)',
    fr: 'Prix hors TVA (CHF)',
    it: 'Prezzo IVA esclusa (CHF)',
    en: 'Price excl. VAT (CHF)',
  },
} satisfies Record<string, Words>

const TRANSPORT: Record<TransportTypeId, Words> = {
  1: { de: 'Bahn', fr: 'Train', it: 'Treno', en: 'Train' },
  3: { de: 'Direktfahrt', fr: 'Course directe', it: 'Corsa diretta', en: 'Direct run' },
  4: { de: 'Nachttransport', fr: 'Transport de nuit', it: 'Trasporto notturno', en: 'Night transport' },
}

const YES_NO: Record<'yes' | 'no', Words> = {
  yes: { de: 'Ja', fr: 'Oui', it: 'Sì', en: 'Yes' },
  no: { de: 'Nein', fr: 'Non', it: 'No', en: 'No' },
}

/** A reader filters a column by words in their language; 0/1 or true/false would need a legend. */
function yesNo(flag: boolean, locale: Locale): string {
  return YES_NO[flag ? 'yes' : 'no'][locale]
}

const stopNames = (stops: { firma: string; plz: string; ort: string }[]) =>
  stops.map((stop) => `${stop.firma}, ${stop.plz} ${stop.ort}`).join('; ')

function column<T>(
  header: keyof typeof HEADERS,
  width: number,
  value: SheetColumn<T>['value'],
): SheetColumn<T> {
  return { header: HEADERS[header], width, value }
}

/** A real date cell (sortable, filterable by month), not the ISO text the records hold. */
function dateColumn<T>(
  header: keyof typeof HEADERS,
  width: number,
  iso: (row: T) => string | null,
): SheetColumn<T> {
  return {
    header: HEADERS[header],
    width,
    numFmt: DATE_TIME_FORMAT,
    value: (row) => {
      const date = iso(row)
      return date === null ? null : { date }
    },
  }
}

export const SHIPMENT_COLUMNS: readonly SheetColumn<ShipmentRecord>[] = [
  column('number', 14, (row) => row.formatted_number),
  column('reference', 18, (row) => row.rechnungsbeschreibung_offiziell),
  dateColumn('pickup', 18, (row) => row.start),
  column('sender', 36, (row) => stopNames(row.from)),
  column('receiver', 36, (row) => stopNames(row.to)),
  column('colis', 10, (row) => totals(row.colis).count),
  column('weight', 10, (row) => totals(row.colis).weight),
  dateColumn('delivered', 18, (row) => row.visier_datetime),
  column('signedBy', 18, (row) => row.visiert_von),
  column('transport', 16, (row, locale) => TRANSPORT[row.transportart_id][locale]),
  column('cancelled', 10, (row, locale) => yesNo(row.cancelled, locale)),
  column('priceExclVat', 14, (row) => row.preis_netto),
]

export const STANDING_ORDER_COLUMNS: readonly SheetColumn<StandingOrderRecord>[] = [
  column('number', 12, (row) => row.formatted_number),
  column('name', 20, (row) => row.customer_name),
  column('sender', 36, (row) => stopNames(row.from)),
  column('receiver', 36, (row) => stopNames(row.to)),
  column('weekdays', 30, (row) => row.standing_order_active_on.join(', ')),
  column('pickup', 14, (row) => `${row.pickup_from}-${row.pickup_to}`),
  column('delivery', 14, (row) => `${row.drop_from}-${row.drop_to}`),
  column('transport', 16, (row, locale) => TRANSPORT[row.transportart_id][locale]),
  column('priceExclVat', 14, (row) => Number(row.preis_netto)),
]
