import type { Http } from '#api/client'
import { jsonCalls } from '#api/json-calls'
import { toProfile, toProfileUpdateBody } from '#api/normalise/profile'
import type { CallOptions, MutationOptions } from '#api/request'
import { SwitchableUsersSchema } from '#api/schemas/auth'
import { ProfileSchema } from '#api/schemas/profile'
import type { Profile, ProfileUpdate } from '#domain/entities/profile'
import type { SwitchableUser } from '#domain/entities/switchable-user'

export interface PasswordChange {
  oldPassword: string
  newPassword: string
  newPasswordRepeat: string
}

export function profileEndpoints({ api }: Http) {
  const call = jsonCalls(api)
  return {
    get(options?: CallOptions): Promise<Profile> {
      return call.get('profile', ProfileSchema, toProfile, options)
    },

    /** Answers the saved profile, so the reload spec section 7 asks for needs no second call. */
    update(update: ProfileUpdate, options?: MutationOptions): Promise<Profile> {
      return call.post('profile', toProfileUpdateBody(update), ProfileSchema, toProfile, options)
    },

    /** The server ends every session of the user afterwards: the caller logs out. */
    changePassword(change: PasswordChange, options?: MutationOptions): Promise<void> {
      const json = {
        old_password: change.oldPassword,
        new_password: { first: change.newPassword, second: change.newPasswordRepeat },
      }
      return call.postDone('profile/change-password', json, options)
    },
  }
}

export function switchUserEndpoints({ api }: Http) {
  return {
    /** The accounts a ROLE_ALLOWED_TO_SWITCH user may act as; [] for everybody else. */
    users(options?: CallOptions): Promise<SwitchableUser[]> {
      return jsonCalls(api).get(
        'get-switchable-users',
        SwitchableUsersSchema,
        (rows) => rows.map((row) => ({ username: row.username })),
        options,
      )
    },
  }
}
