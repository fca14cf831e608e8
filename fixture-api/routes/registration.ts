import { Hono } from 'hono'
import { hashPassword } from '#fixture-api/auth/passwords'
import type { AppEnv, Deps } from '#fixture-api/http/env'
import { HttpError } from '#fixture-api/http/errors'
import { parseBody } from '#fixture-api/http/validation'
import type { AddressRecord, Organization, UserRecord } from '#fixture-api/model'
import { Registration, type RegistrationInput } from '#fixture-api/schemas/account-payloads'
import type { OrderAddressInput } from '#fixture-api/schemas/order-payload'
import { resolveLocation } from './address-rules'

const NEW_CUSTOMER_ORGANIZATION: Organization = {
  change_default_invoice_address_allowed: true,
  select_or_create_invoice_address_allowed: true,
  change_invoice_type_allowed: true,
  change_invoice_email_allowed: true,
  is_reference_required: false,
  reference_msgs: {},
  use_default_coli: false,
  default_coli_count: 1,
  default_coli_height: 0,
  default_coli_width: 0,
  default_coli_length: 0,
  default_coli_weight: 0,
  default_coli_description: '',
  use_default_remark: false,
  default_remark: '',
}

export function registrationRoutes(deps: Deps) {
  const routes = new Hono<AppEnv>()
  const { store } = deps

  routes.post('/register', async (c) => {
    const body: RegistrationInput = await parseBody(c, Registration)
    // Login takes a username or an e-mail, so neither may match the other kind of any account.
    if (store.findUserByLogin(body.username)) {
      throw new HttpError(422, 'Invalid value for field "username": This username is already in use', {
        field: 'username',
      })
    }
    if (store.findUserByLogin(body.email)) {
      throw new HttpError(422, 'Invalid value for field "email": This e-mail address is already in use', {
        field: 'email',
      })
    }
    const drafts: { input: OrderAddressInput; field: string; flags: Partial<AddressRecord> }[] = [
      {
        input: body.default_rechnungsadresse,
        field: 'default_rechnungsadresse',
        flags: { default_rechnungsadresse: true, istRechnungsadresse: true },
      },
    ]
    if (body.default_absender)
      drafts.push({
        input: body.default_absender,
        field: 'default_absender',
        flags: { default_absender: true },
      })
    if (body.default_empfaenger)
      drafts.push({
        input: body.default_empfaenger,
        field: 'default_empfaenger',
        flags: { default_empfaenger: true },
      })

    // Check every address before anything is written, so a bad one leaves no half-registered user.
    const contacts = drafts.map((draft) => ({
      draft,
      contact: resolveLocation(
        store,
        {
          id: 0,
          firma: draft.input.firma,
          kontakt: draft.input.kontakt ?? '',
          addresse: draft.input.addresse,
          postleitzahl: draft.input.postleitzahl,
          ort: draft.input.ort,
          phone: draft.input.phone ?? '',
          anrede: draft.input.anrede,
          plz: draft.input.plz,
        },
        draft.field === 'default_rechnungsadresse',
        draft.field,
      ),
    }))

    const user: UserRecord = {
      id: store.allocate('user'),
      username: body.username,
      email: body.email,
      passwordHash: hashPassword(body.password.first),
      anrede: body.type,
      firma: null,
      kontakt: null,
      vorname: body.vorname,
      nachname: body.nachname,
      addresse: body.addresse,
      postleitzahl: body.postleitzahl,
      ort: body.ort,
      newsletter: body.newsletter,
      phone: body.phone,
      invoice_type: body.invoice_type,
      invoice_dispatch_type: body.invoice_dispatch_type,
      invoice_email: body.invoice_mail,
      invoice_language: body.invoice_language,
      roles: ['ROLE_USER'],
      should_change_password: false,
      organization: NEW_CUSTOMER_ORGANIZATION,
      switchable: [],
      kundennummer: String(50000 + store.users.size),
    }
    store.saveUser(user)
    for (const { draft, contact } of contacts) {
      store.saveAddress({
        owner: user.username,
        kontaktadresse: { ...contact, id: store.allocate('address') },
        default_absender: false,
        default_empfaenger: false,
        default_rechnungsadresse: false,
        istRechnungsadresse: false,
        readonly: false,
        ...draft.flags,
      })
    }
    return c.json({ id: user.id, username: user.username }, 201)
  })

  return routes
}
