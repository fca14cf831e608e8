import { describe, expect, it } from 'vitest'
import { ApiError } from '#api/errors'
import { saveOutcomeOf } from './profile-save-outcome'

const http = (status: number, field?: string) =>
  new ApiError({ kind: 'http', status, field, message: `The server answered ${status}` })

describe('the outcome of a failed profile save', () => {
  it('no connection, or no answer in time, are told apart from a refusal', () => {
    expect(saveOutcomeOf(new ApiError({ kind: 'offline', message: 'x' }))).toEqual({ kind: 'offline' })
    expect(saveOutcomeOf(new ApiError({ kind: 'timeout', message: 'x' }))).toEqual({ kind: 'timeout' })
  })

  it('a refusal names the form field of the server field it gives', () => {
    expect(saveOutcomeOf(http(422, 'email'))).toEqual({ kind: 'refused', field: 'email' })
    expect(saveOutcomeOf(http(422, 'postleitzahl'))).toEqual({ kind: 'refused', field: 'zip' })
    expect(saveOutcomeOf(http(400, 'vorname'))).toEqual({ kind: 'refused', field: 'firstname' })
    expect(saveOutcomeOf(http(422, 'invoice_language'))).toEqual({
      kind: 'refused',
      field: 'invoiceLanguage',
    })
  })

  it('a refusal without a field, or with one the form does not have, names none', () => {
    expect(saveOutcomeOf(http(422))).toEqual({ kind: 'refused', field: null })
    expect(saveOutcomeOf(http(409, 'kundennummer'))).toEqual({ kind: 'refused', field: null })
  })

  it('a server error, an unreadable answer and anything unknown are failures of their own', () => {
    expect(saveOutcomeOf(http(500))).toEqual({ kind: 'failed' })
    expect(saveOutcomeOf(new ApiError({ kind: 'payload', message: 'x' }))).toEqual({ kind: 'unreadable' })
    expect(saveOutcomeOf(new Error('boom'))).toEqual({ kind: 'failed' })
    expect(saveOutcomeOf(new ApiError({ kind: 'unauthorized', status: 401, message: 'x' }))).toEqual({
      kind: 'failed',
    })
  })
})
