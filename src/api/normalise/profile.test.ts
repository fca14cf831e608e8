import { describe, expect, it } from 'vitest'
import { ProfileSchema } from '#api/schemas/profile'
import { leaBrunner, PROFILE_UPDATE_FIELDS, profileRow, reader } from '#api/testing/wire-samples'
import { toProfile, toProfileUpdateBody } from './profile'

const read = reader(ProfileSchema, toProfile)
const server = profileRow
const organization = profileRow.organization

describe('profile server → product', () => {
  it('maps every field (spec section 3)', () => {
    const profile = read(server)
    expect(profile).toMatchObject({
      ...leaBrunner,
      invoiceType: 'single',
      invoiceDispatchType: 'post',
      invoiceEmail: 'rechnungen@example.ch',
      invoiceLanguage: 'fr',
      defaultSenderAddress: null,
      defaultReceiverAddress: null,
      canSwitchUser: true,
      shouldChangePassword: true,
      organization,
    })
    expect(profile.defaultInvoiceAddress).toMatchObject({
      id: 10003,
      isBillingAddress: true,
      locationId: 1213,
    })
  })

  it('canSwitchUser only with ROLE_ALLOWED_TO_SWITCH; no roles at all reads as none', () => {
    expect(read({ ...server, roles: ['ROLE_USER'] }).canSwitchUser).toBe(false)
    const { roles: _roles, ...withoutRoles } = server
    expect(read(withoutRoles).canSwitchUser).toBe(false)
  })

  it('defaults: invoice type monthly, dispatch email, invoice e-mail = account e-mail', () => {
    const profile = read({
      ...server,
      invoice_type: null,
      invoice_dispatch_type: undefined,
      invoice_email: '',
    })
    expect(profile).toMatchObject({
      invoiceType: 'monthly',
      invoiceDispatchType: 'email',
      invoiceEmail: 'lea.brunner@example.ch',
    })
  })

  it.each([
    ['weekly', 'fax'],
    ['', ''],
    [7, true],
    ['SINGLE', 'POST'],
  ])(
    'invoice_type %j reads as monthly and invoice_dispatch_type %j as email, not as bad data',
    (type, dispatch) => {
      const profile = read({ ...server, invoice_type: type, invoice_dispatch_type: dispatch })
      expect(profile).toMatchObject({ invoiceType: 'monthly', invoiceDispatchType: 'email' })
    },
  )

  it('a company keeps firma and kontakt, and no person names', () => {
    const profile = read({ ...server, anrede: 'company', firma: 'Muster AG', kontakt: 'Eva', vorname: 'x' })
    expect(profile).toMatchObject({ company: 'Muster AG', contact: 'Eva', firstname: '', lastname: '' })
  })

  it('organization: missing flags grant nothing; an empty PHP map [] is no messages', () => {
    const profile = read({ ...server, organization: { reference_msgs: [] } })
    expect(profile.organization).toMatchObject({
      change_invoice_type_allowed: false,
      is_reference_required: false,
      reference_msgs: {},
      default_coli_count: 0,
      default_remark: '',
    })
  })

  it('reference_msgs keeps only the four languages', () => {
    const profile = read({
      ...server,
      organization: { ...organization, reference_msgs: { de: 'A', xx: 'B', en: null } },
    })
    expect(profile.organization.reference_msgs).toEqual({ de: 'A' })
  })
})

describe('profile product → server', () => {
  it('sends exactly the update fields of spec section 3', () => {
    const body = toProfileUpdateBody(read(server))
    expect(Object.keys(body).sort()).toEqual([...PROFILE_UPDATE_FIELDS].sort())
    expect(body).toMatchObject({
      anrede: 'female',
      vorname: 'Lea',
      nachname: 'Brunner',
      firma: null,
      kontakt: null,
    })
    expect(body).toMatchObject({ addresse: 'Bahnhofstrasse 12', postleitzahl: '8001', ort: 'Zürich' })
  })

  it('a company sends firma and kontakt, and null person names', () => {
    const profile = { ...read(server), gender: 'company' as const, company: 'Muster AG', contact: 'Eva' }
    expect(toProfileUpdateBody(profile)).toMatchObject({
      firma: 'Muster AG',
      kontakt: 'Eva',
      vorname: null,
      nachname: null,
    })
  })
})
