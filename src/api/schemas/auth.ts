import * as v from 'valibot'

const token = v.pipe(v.string(), v.nonEmpty())

/** POST /login_check and /token/refresh */
export const TokenPairSchema = v.object({ token, refresh_token: token })

/** POST /validation/unique-username and /unique-email */
export const ValidSchema = v.object({ valid: v.boolean() })

/** GET /get-switchable-users */
export const SwitchableUsersSchema = v.array(v.object({ username: v.pipe(v.string(), v.nonEmpty()) }))
