import type { Locale } from '#domain/entities/basics'
import type { AddressBlockKind, OrderAddress, OrderColi, OrderForm } from '#domain/ordering/order-form'
import type { PriceChoice } from '#domain/ordering/order-price'
import { joinName } from '#domain/ordering/person-name'
import { DEFAULT_OFFER_AMOUNT, DEFAULT_TRANSPORT_TYPE, RECHNUNGSSTELLER } from '#domain/price-rules'
import { parseDecimal, volumetricWeight } from '#domain/weights'
import type { OrderAddressPayload, OrderColiPayload, OrderPayload } from './order-payload'

/** Spec section 3: the fixed partner identifier every create carries. */
export const ORDER_PARTNER = 'kundenportal'

/** 'HHmm' or 'HHmmss' → 'HH:mm:ss'. */
function startTime(time: string): string {
  const digits = time.trim()
  return `${digits.slice(0, 2)}:${digits.slice(2, 4)}:${digits.length >= 6 ? digits.slice(4, 6) : '00'}`
}

/** Spec section 3, "Order address payload". The location id goes only with a shipping address. */
export function toOrderAddressPayload(address: OrderAddress, block: AddressBlockKind): OrderAddressPayload {
  const biller = block === 'invoiceAddress'
  const payload: OrderAddressPayload = {
    anrede: address.type,
    firma: joinName(address.type, address.name, address.firstname, address.lastname),
    addresse: address.street.trim(),
    kontakt: address.contact.trim(),
    referenz: null,
    kontaktadresse_id: address.id,
    biller,
    phone: biller ? '' : address.phone.trim(),
    added: false,
    postleitzahl: address.zip.trim(),
    ort: address.location.trim(),
  }
  return biller ? payload : { ...payload, plz: address.locationId }
}

const number = (text: string) => parseDecimal(text) ?? 0

function toColiPayload(coli: OrderColi): OrderColiPayload {
  const dimensions = { length: number(coli.length), width: number(coli.width), height: number(coli.height) }
  return {
    description: coli.notes.trim(),
    weight: number(coli.weight),
    count: 1,
    ...dimensions,
    iata: volumetricWeight(dimensions),
  }
}

const hasInvoiceAddress = (address: OrderAddress) =>
  joinName(address.type, address.name, address.firstname, address.lastname) !== ''

/**
 * Spec section 3, "Order payload": what POST /shipments/create receives for this form. Without a
 * price (an offer whose lookup failed, an order queued offline) transport 3 and amount 0 stand in;
 * the worker prices a queued order before it sends it.
 */
export function toOrderPayload(
  form: OrderForm,
  options: { isOffer: boolean; price: PriceChoice | null; language: Locale },
): OrderPayload {
  const clientEmail = form.emailClient.trim()
  return {
    is_offer: options.isOffer,
    transportart_id: options.price?.transportTypeId ?? DEFAULT_TRANSPORT_TYPE,
    website_offertbetrag: options.price?.priceInclVat ?? DEFAULT_OFFER_AMOUNT,
    start_date: form.date,
    start_time: startTime(form.time),
    rechnungsbeschreibung_offiziell: form.invoiceReference.trim(),
    auftrag_kuriere: [],
    kontaktadressen: {
      send: [toOrderAddressPayload(form.sender, 'sender')],
      receive: [toOrderAddressPayload(form.receiver, 'receiver')],
      third: hasInvoiceAddress(form.invoiceAddress)
        ? [toOrderAddressPayload(form.invoiceAddress, 'invoiceAddress')]
        : [],
    },
    colis: form.colis.colis.map(toColiPayload),
    frachtbrief: { fb_language: options.language },
    note: form.notes,
    send_pod: clientEmail,
    empfaenger_email: clientEmail,
    cancellation_emails: clientEmail,
    sender_email: form.emailLetter.trim(),
    billing_emails: form.invoiceMail.trim(),
    rechnungssteller: RECHNUNGSSTELLER,
    invoice_type: form.invoiceType,
    partner: ORDER_PARTNER,
  }
}
