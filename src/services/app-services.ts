import type { RuntimeConfig } from '#api/config'
import type { Api } from '#api/create-api'
import type { Session } from '#api/session'
import type { AccountId } from '#db/rows'
import type { Profile } from '#domain/entities/profile'
import type { UpdateStore } from '#pwa/update-store'
import type { AuthActions } from './auth-actions'
import type { ProfileStore } from './profile-store'
import type { SessionLifecycle } from './session-lifecycle'
import type { SyncClient } from './sync-client'

/**
 * What routes and features reach through the router context. Made once at start by
 * src/app/services.ts (createServices); declared here, below the features, so a feature's
 * adapter can take its services without importing the composition layer.
 */
export interface AppServices {
  /** The replica's account: the logged-in user, or that user acting as another (rows never mix). */
  account(): AccountId
  config: RuntimeConfig
  session: Session
  api: Api
  profile: ProfileStore<Profile>
  auth: AuthActions
  updates: UpdateStore
  sync: SyncClient
  /** Logout, switch and end of switch, heard by every tab and sync worker of the browser. */
  lifecycle: SessionLifecycle
  /** The username that logged in (not the one acted as). */
  username(): string
}
