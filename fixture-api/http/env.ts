import type { TokenService } from '#fixture-api/auth/tokens'
import type { UserRecord } from '#fixture-api/model'
import type { FixtureOptions } from '#fixture-api/options'
import type { Random } from '#fixture-api/random'
import type { Store } from '#fixture-api/store'

/** What every route handler can reach. */
export interface Deps {
  store: Store
  options: FixtureOptions
  tokens: TokenService
  /** Draws for fault injection, seeded so a failing run can be repeated. */
  faultRandom: Random
}

export interface AppEnv {
  Variables: {
    /** The account the data comes from: the switched-to user when X-Switch-User is honoured. */
    user: UserRecord
    /** The account that logged in. */
    authUser: UserRecord
  }
}
