import type { AddressRecord, StandingOrderRecord, UserRecord } from '#fixture-api/model'
import type { Store } from '#fixture-api/store'

export function addressView(record: AddressRecord) {
  return {
    kontaktadresse: { ...record.kontaktadresse },
    default_absender: record.default_absender,
    default_empfaenger: record.default_empfaenger,
    default_rechnungsadresse: record.default_rechnungsadresse,
    istRechnungsadresse: record.istRechnungsadresse,
    readonly: record.readonly,
  }
}

/** GET /profile: the user with the standard addresses taken from the address book. */
export function profileView(user: UserRecord, store: Store) {
  const book = store.addresses.of(user.username)
  const standard = (flag: 'default_absender' | 'default_empfaenger' | 'default_rechnungsadresse') => {
    const found = book.find((address) => address[flag])
    return found ? addressView(found) : null
  }
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    anrede: user.anrede,
    firma: user.firma,
    kontakt: user.kontakt,
    vorname: user.vorname,
    nachname: user.nachname,
    addresse: user.addresse,
    postleitzahl: user.postleitzahl,
    ort: user.ort,
    newsletter: user.newsletter,
    phone: user.phone,
    invoice_type: user.invoice_type,
    invoice_dispatch_type: user.invoice_dispatch_type,
    invoice_email: user.invoice_email,
    invoice_language: user.invoice_language,
    default_absender: standard('default_absender'),
    default_empfaenger: standard('default_empfaenger'),
    default_rechnungsadresse: standard('default_rechnungsadresse'),
    roles: user.roles,
    should_change_password: user.should_change_password,
    organization: user.organization,
  }
}

/**
 * A standing order as the list and the rename answer it. `customer_name` is this fixture's own
 * addition (docs/decisions.md); spec-strict leaves it out, as the spec's table does.
 */
export function standingOrderView(record: StandingOrderRecord, specStrict = false) {
  return {
    id: record.id,
    formatted_number: record.formatted_number,
    rechnungsbeschreibung_offiziell: record.rechnungsbeschreibung_offiziell,
    transportart_id: record.transportart_id,
    ...(specStrict ? {} : { customer_name: record.customer_name }),
    addresses: { from: record.from, to: record.to },
    standing_order_active_on: record.standing_order_active_on,
    preis_netto: record.preis_netto,
    pickup_from: record.pickup_from,
    pickup_to: record.pickup_to,
    drop_from: record.drop_from,
    drop_to: record.drop_to,
  }
}
