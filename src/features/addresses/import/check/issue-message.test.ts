// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { IMPORT_FIELDS } from '#domain/address-import/contract'
import { activateLocale } from '#i18n/activate'
import { issueMessage } from './issue-message'

describe('issueMessage', () => {
  it("says a too long cell's limit, as the address form says it", async () => {
    await activateLocale('de')
    expect(i18n._(issueMessage({ field: 'company', code: 'tooLong' }))).toBe('Höchstens 200 Zeichen')
    expect(i18n._(issueMessage({ field: 'street', code: 'tooLong' }))).toBe('Höchstens 300 Zeichen')
    await activateLocale('en')
    expect(i18n._(issueMessage({ field: 'zip', code: 'tooLong' }))).toBe('At most 10 characters')
  })

  it("uses the address form's wording for its codes, and the import's own for the rest", async () => {
    await activateLocale('en')
    expect(i18n._(issueMessage({ field: 'zip', code: 'required' }))).toBe('This field is required')
    expect(i18n._(issueMessage({ field: 'zip', code: 'invalid' }))).toBe('Invalid value')
    expect(i18n._(issueMessage({ field: 'zip', code: 'placeUnknown' }))).toBe(
      'No place in Switzerland has this zip and name.',
    )
    expect(i18n._(issueMessage({ field: 'phone', code: 'invalidPhone' }))).toBe('This is not a phone number.')
  })

  it.each(['de', 'fr', 'it'] as const)('has every message translated in %s', async (locale) => {
    await activateLocale('en')
    const codes = [
      'required',
      'invalid',
      'tooLong',
      'placeUnknown',
      'invalidPhone',
      'unknownType',
      'notYesOrNo',
      'flagNotAllowed',
    ]
    const english = codes.flatMap((code) =>
      IMPORT_FIELDS.map((field) => i18n._(issueMessage({ field, code }))),
    )
    await activateLocale(locale)
    const translated = codes.flatMap((code) =>
      IMPORT_FIELDS.map((field) => i18n._(issueMessage({ field, code }))),
    )
    translated.forEach((text, n) => {
      expect(text).not.toBe('')
      if (!/^(Invalid value)$/.test(english[n] ?? '')) expect(text).not.toBe(english[n])
    })
  })
})
