import type { ShipmentRecord, StandingOrderRecord } from '../model'
import { totals } from '../seed/colis'
import type { SheetColumn } from './export-xlsx'

const TRANSPORT = { 1: 'Train', 3: 'Direct', 4: 'Night' } as const
const stopNames = (stops: { firma: string; plz: string; ort: string }[]) =>
  stops.map((stop) => `${stop.firma}, ${stop.plz} ${stop.ort}`).join('; ')

export const SHIPMENT_COLUMNS: readonly SheetColumn<ShipmentRecord>[] = [
  {
    header: { de: 'Nummer', fr: 'Numéro', it: 'Numero', en: 'Number' },
    width: 14,
    value: (row) => row.formatted_number,
  },
  {
    header: { de: 'Referenz', fr: 'Référence', it: 'Riferimento', en: 'Reference' },
    width: 18,
    value: (row) => row.rechnungsbeschreibung_offiziell,
  },
  {
    header: { de: 'Abholung', fr: 'Enlèvement', it: 'Ritiro', en: 'Pickup' },
    width: 20,
    value: (row) => row.start,
  },
  {
    header: { de: 'Absender', fr: 'Expéditeur', it: 'Mittente', en: 'Sender' },
    width: 36,
    value: (row) => stopNames(row.from),
  },
  {
    header: { de: 'Empfänger', fr: 'Destinataire', it: 'Destinatario', en: 'Receiver' },
    width: 36,
    value: (row) => stopNames(row.to),
  },
  {
    header: { de: 'Anzahl Colis', fr: 'Nombre de colis', it: 'Numero di colli', en: 'Colis' },
    width: 10,
    value: (row) => totals(row.colis).count,
  },
  {
    header: { de: 'Gewicht (kg)', fr: 'Poids (kg)', it: 'Peso (kg)', en: 'Weight (kg)' },
    width: 10,
    value: (row) => totals(row.colis).weight,
  },
  {
    header: { de: 'Zugestellt', fr: 'Livré', it: 'Consegnato', en: 'Delivered' },
    width: 20,
    value: (row) => row.visier_datetime,
  },
  {
    header: { de: 'Visiert von', fr: 'Signé par', it: 'Firmato da', en: 'Signed by' },
    width: 18,
    value: (row) => row.visiert_von,
  },
  {
    header: { de: 'Transportart', fr: 'Type de transport', it: 'Tipo di trasporto', en: 'Transport type' },
    width: 12,
    value: (row) => TRANSPORT[row.transportart_id],
  },
  {
    header: { de: 'Storniert', fr: 'Annulé', it: 'Annullato', en: 'Cancelled' },
    width: 10,
    value: (row) => (row.cancelled ? 1 : 0),
  },
  {
    header: {
      de: 'Preis exkl. MWST (CHF)',
      fr: 'Prix hors TVA (CHF)',
      it: 'Prezzo IVA esclusa (CHF)',
      en: 'Price excl. VAT (CHF)',
    },
    width: 14,
    value: (row) => row.preis_netto,
  },
]

export const STANDING_ORDER_COLUMNS: readonly SheetColumn<StandingOrderRecord>[] = [
  {
    header: { de: 'Nummer', fr: 'Numéro', it: 'Numero', en: 'Number' },
    width: 12,
    value: (row) => row.formatted_number,
  },
  {
    header: { de: 'Bezeichnung', fr: 'Désignation', it: 'Denominazione', en: 'Name' },
    width: 20,
    value: (row) => row.customer_name,
  },
  {
    header: { de: 'Absender', fr: 'Expéditeur', it: 'Mittente', en: 'Sender' },
    width: 36,
    value: (row) => stopNames(row.from),
  },
  {
    header: { de: 'Empfänger', fr: 'Destinataire', it: 'Destinatario', en: 'Receiver' },
    width: 36,
    value: (row) => stopNames(row.to),
  },
  {
    header: { de: 'Wochentage', fr: 'Jours', it: 'Giorni', en: 'Weekdays' },
    width: 30,
    value: (row) => row.standing_order_active_on.join(', '),
  },
  {
    header: { de: 'Abholung', fr: 'Enlèvement', it: 'Ritiro', en: 'Pickup' },
    width: 14,
    value: (row) => `${row.pickup_from}-${row.pickup_to}`,
  },
  {
    header: { de: 'Zustellung', fr: 'Livraison', it: 'Consegna', en: 'Delivery' },
    width: 14,
    value: (row) => `${row.drop_from}-${row.drop_to}`,
  },
  {
    header: { de: 'Transportart', fr: 'Type de transport', it: 'Tipo di trasporto', en: 'Transport type' },
    width: 12,
    value: (row) => TRANSPORT[row.transportart_id],
  },
  {
    header: {
      de: 'Preis exkl. MWST (CHF)',
      fr: 'Prix hors TVA (CHF)',
      it: 'Prezzo IVA esclusa (CHF)',
      en: 'Price excl. VAT (CHF)',
    },
    width: 14,
    value: (row) => Number(row.preis_netto),
  },
]
