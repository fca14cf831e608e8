import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { aProfile } from '#testing/factories'
import { type ProfileFormValues, profileFormSchema, profileFormValues } from './profile-form'

const person: ProfileFormValues = profileFormValues(
  aProfile({
    gender: 'female',
    company: '',
    contact: '',
    firstname: 'Lea',
    lastname: 'Brunner',
    invoiceLanguage: 'fr',
    newsletter: true,
  }),
)
const company: ProfileFormValues = profileFormValues(aProfile())

/** The message code of each field the schema refuses (its first, the one the form shows), by field path. */
function issues(values: unknown): Record<string, string> {
  const result = v.safeParse(profileFormSchema, values)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.issues) first[v.getDotPath(issue) ?? ''] ??= issue.message
  return first
}

describe('profile form rules (spec section 5)', () => {
  it('a complete person and a complete company pass', () => {
    expect(issues(person)).toEqual({})
    expect(issues(company)).toEqual({})
  })

  it('username is required', () => {
    expect(issues({ ...person, username: '' })).toEqual({ username: 'required' })
    expect(issues({ ...person, username: '   ' })).toEqual({ username: 'required' })
  })

  it('email is required and must be valid', () => {
    expect(issues({ ...person, email: '' })).toEqual({ email: 'required' })
    expect(issues({ ...person, email: 'lea.brunner' })).toEqual({ email: 'email' })
    expect(issues({ ...person, email: 'lea@' })).toEqual({ email: 'email' })
    expect(issues({ ...person, email: ' lea@example.ch ' })).toEqual({})
  })

  it('gender is optional: male and female both pass, neither is asked for', () => {
    expect(issues({ ...person, gender: 'male' })).toEqual({})
    expect(issues({ ...person, gender: 'female' })).toEqual({})
    expect(issues({ ...person, gender: 'other' })).toEqual({ gender: 'invalid' })
  })

  it('not a company: firstname and lastname are required, company and contact are not', () => {
    expect(issues({ ...person, firstname: '', lastname: ' ' })).toEqual({
      firstname: 'required',
      lastname: 'required',
    })
    expect(issues({ ...person, company: '', contact: '' })).toEqual({})
  })

  it('a company: company and contact are required, firstname and lastname are not', () => {
    expect(issues({ ...company, company: '', contact: '' })).toEqual({
      company: 'required',
      contact: 'required',
    })
    expect(issues({ ...company, firstname: '', lastname: '' })).toEqual({})
  })

  it.each(['street', 'zip', 'location', 'phone'] as const)('%s is required', (field) => {
    expect(issues({ ...person, [field]: '' })).toEqual({ [field]: 'required' })
    expect(issues({ ...company, [field]: '  ' })).toEqual({ [field]: 'required' })
  })

  it('invoiceLanguage is required, one of de, fr, it and en', () => {
    for (const language of ['de', 'fr', 'it', 'en']) {
      expect(issues({ ...person, invoiceLanguage: language })).toEqual({})
    }
    expect(issues({ ...person, invoiceLanguage: '' })).toEqual({ invoiceLanguage: 'required' })
    expect(issues({ ...person, invoiceLanguage: 'rm' })).toEqual({ invoiceLanguage: 'required' })
  })

  it('newsletter is optional: on and off both pass', () => {
    expect(issues({ ...person, newsletter: false })).toEqual({})
    expect(issues({ ...person, newsletter: true })).toEqual({})
  })

  it('reports every broken field at once', () => {
    const all = issues({ ...person, username: '', email: 'x', street: '', phone: '', lastname: '' })
    expect(Object.keys(all).sort()).toEqual(['email', 'lastname', 'phone', 'street', 'username'])
  })

  it('outputs exactly the update fields of spec section 3, trimmed', () => {
    const output = v.parse(profileFormSchema, { ...person, street: ' Bahnhofstrasse 12 ', email: ' a@b.ch' })
    expect(Object.keys(output).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'gender',
        'company',
        'contact',
        'firstname',
        'lastname',
        'street',
        'zip',
        'location',
        'phone',
        'newsletter',
        'invoiceLanguage',
      ].sort(),
    )
    expect(output).toMatchObject({ street: 'Bahnhofstrasse 12', email: 'a@b.ch', invoiceLanguage: 'fr' })
  })

  it('starts from the profile, leaving out the invoice settings and the default addresses', () => {
    const values = profileFormValues(aProfile({ invoiceType: 'single', newsletter: true }))
    expect(values).not.toHaveProperty('invoiceType')
    expect(values).not.toHaveProperty('invoiceEmail')
    expect(values).not.toHaveProperty('defaultSenderAddress')
    expect(values).toMatchObject({ company: 'Muster AG', contact: 'Anna Muster', newsletter: true })
  })
})
