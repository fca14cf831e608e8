import type { Http } from '#api/client'
import { jsonCalls } from '#api/json-calls'
import { type CallOptions, type MutationOptions, requestJson, withSignal } from '#api/request'
import { TokenPairSchema, ValidSchema } from '#api/schemas/auth'
import type { TokenPair } from '#api/session'
import type { RegistrationPayload } from '#api/wire/registration-payload'

/** Calls made before or instead of a session: login, registration, password reset (spec section 7, decisions). */
export function authEndpoints({ api }: Http) {
  const call = jsonCalls(api)
  return {
    /** Form data, not JSON (spec section 7). Storing the pair is the caller's (session.setTokens). */
    login(username: string, password: string, options?: CallOptions): Promise<TokenPair> {
      const form = new FormData()
      form.set('_username', username)
      form.set('_password', password)
      return requestJson(
        () => api.post('login_check', withSignal(options, { body: form })),
        TokenPairSchema,
        (data) => ({ token: data.token, refreshToken: data.refresh_token }),
      )
    },

    register(payload: RegistrationPayload, options?: MutationOptions): Promise<void> {
      return call.postDone('register', payload, options)
    },

    isUsernameUnique(username: string, options?: CallOptions): Promise<boolean> {
      return requestJson(
        () => api.post('validation/unique-username', withSignal(options, { json: { username } })),
        ValidSchema,
        (data) => data.valid,
      )
    },

    isEmailUnique(email: string, options?: CallOptions): Promise<boolean> {
      return requestJson(
        () => api.post('validation/unique-email', withSignal(options, { json: { email } })),
        ValidSchema,
        (data) => data.valid,
      )
    },

    /** Answers the same whether or not the address is known (decisions: no account enumeration). */
    requestPasswordReset(email: string, options?: MutationOptions): Promise<void> {
      return call.postDone('password-reset', { email }, options)
    },

    /** The hash comes from the mailed link; it works once. */
    resetPassword(hash: string, password: string, repeat: string, options?: MutationOptions): Promise<void> {
      const json = { password: { first: password, second: repeat } }
      return call.postDone(`password-reset/${encodeURIComponent(hash)}`, json, options)
    },
  }
}
