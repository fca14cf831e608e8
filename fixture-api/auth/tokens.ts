import { randomBytes } from 'node:crypto'
import type { Temporal } from 'temporal-polyfill'

interface Session {
  username: string
  expiresAtMs: number
}

export type TokenCheck = { ok: true; username: string } | { ok: false; reason: 'expired' | 'invalid' }

export interface TokenPair {
  token: string
  refresh_token: string
}

/** A replaced refresh token: what its rotation answered, to answer the same again in the grace. */
interface Rotation {
  username: string
  rotatedAtMs: number
  pair: TokenPair
}

const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000

/**
 * How long a replaced refresh token stays accepted after its rotation (Cognito's
 * RetryGracePeriodSeconds, Auth0's reuse interval): a refresh whose answer was lost on the network
 * is sent again with the old token, and must not end the session.
 */
export const REFRESH_GRACE_MS = 60 * 1000

/** Opaque bearer tokens kept in memory: a restart of the fixture API asks everybody to log in again. */
export class TokenService {
  private readonly access = new Map<string, Session>()
  private readonly refresh = new Map<string, Session>()
  private readonly rotated = new Map<string, Rotation>()

  constructor(
    private readonly ttlSeconds: () => number,
    private readonly now: () => Temporal.Instant,
  ) {}

  private nowMs(): number {
    return this.now().epochMilliseconds
  }

  issue(username: string): TokenPair {
    const token = randomBytes(24).toString('base64url')
    const refreshToken = randomBytes(24).toString('base64url')
    this.access.set(token, { username, expiresAtMs: this.nowMs() + this.ttlSeconds() * 1000 })
    this.refresh.set(refreshToken, { username, expiresAtMs: this.nowMs() + REFRESH_LIFETIME_MS })
    return { token, refresh_token: refreshToken }
  }

  check(token: string): TokenCheck {
    const session = this.access.get(token)
    if (!session) return { ok: false, reason: 'invalid' }
    if (session.expiresAtMs <= this.nowMs()) return { ok: false, reason: 'expired' }
    return { ok: true, username: session.username }
  }

  /**
   * A refresh token rotates once; a retry of it within REFRESH_GRACE_MS gets the pair of that
   * rotation back, not another one, so two tabs or a resent request end up on the same session.
   */
  rotate(refreshToken: string): TokenPair | undefined {
    this.forgetPastGrace()
    const earlier = this.rotated.get(refreshToken)
    if (earlier) return earlier.pair
    const session = this.refresh.get(refreshToken)
    this.refresh.delete(refreshToken)
    if (!session || session.expiresAtMs <= this.nowMs()) return undefined
    const pair = this.issue(session.username)
    this.rotated.set(refreshToken, { username: session.username, rotatedAtMs: this.nowMs(), pair })
    return pair
  }

  /**
   * Every entry is looked at, not only the oldest: the clock can be pinned back (/__fixture/clock),
   * so insertion order is not rotation order.
   */
  private forgetPastGrace(): void {
    const nowMs = this.nowMs()
    for (const [token, rotation] of this.rotated) {
      if (nowMs - rotation.rotatedAtMs >= REFRESH_GRACE_MS) this.rotated.delete(token)
    }
  }

  expireAllAccessTokens(): void {
    for (const session of this.access.values()) session.expiresAtMs = 0
  }

  revokeAllRefreshTokens(): void {
    this.refresh.clear()
    this.rotated.clear()
  }

  /** After a password change or rename, the old sessions of that user end. */
  revokeUser(username: string): void {
    for (const [token, session] of this.access) if (session.username === username) this.access.delete(token)
    for (const [token, session] of this.refresh) if (session.username === username) this.refresh.delete(token)
    for (const [token, rotation] of this.rotated) {
      if (rotation.username === username) this.rotated.delete(token)
    }
  }

  /** Ends one session pair (logout of a single device is not in the contract, but tests use it). */
  hasSessions(username: string): boolean {
    for (const session of this.access.values()) if (session.username === username) return true
    return false
  }
}
