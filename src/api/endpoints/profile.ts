import type { Http } from '#api/client'
import { toProfile, toProfileUpdateBody } from '#api/normalise/profile'
import {
  type CallOptions,
  type MutationOptions,
  mutation,
  requestDone,
  requestJson,
  withSignal,
} from '#api/request'
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
  return {
    get(options?: CallOptions): Promise<Profile> {
      return requestJson(() => api.get('profile', withSignal(options)), ProfileSchema, toProfile)
    },

    /** Answers the saved profile, so the reload spec section 7 asks for needs no second call. */
    update(update: ProfileUpdate, options?: MutationOptions): Promise<Profile> {
      const json = toProfileUpdateBody(update)
      return requestJson(() => api.post('profile', mutation(options, { json })), ProfileSchema, toProfile)
    },

    /** The server ends every session of the user afterwards: the caller logs out. */
    changePassword(change: PasswordChange, options?: MutationOptions): Promise<void> {
      const json = {
        old_password: change.oldPassword,
        new_password: { first: change.newPassword, second: change.newPasswordRepeat },
      }
      return requestDone(() => api.post('profile/change-password', mutation(options, { json })))
    },
  }
}

export function switchUserEndpoints({ api }: Http) {
  return {
    /** The accounts a ROLE_ALLOWED_TO_SWITCH user may act as; [] for everybody else. */
    users(options?: CallOptions): Promise<SwitchableUser[]> {
      return requestJson(
        () => api.get('get-switchable-users', withSignal(options)),
        SwitchableUsersSchema,
        (rows) => rows.map((row) => ({ username: row.username })),
      )
    },
  }
}
