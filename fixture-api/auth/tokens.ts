import { randomBytes } from 'node:crypto'
import type { Temporal } from 'temporal-polyfill'

interface Session {
  username: string
  expiresAtMs: number
}

export type TokenCheck = { ok: true; username: string } | { ok: false; reason: 'expired' | 'invalid' }

const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000

/** Opaque bearer tokens kept in memory: a restart of the fixture API asks everybody to log in again. */
export class TokenService {
  private readonly access = new Map<string, Session>()
  private readonly refresh = new Map<string, Session>()

  constructor(
    private readonly ttlSeconds: () => number,
    private readonly now: () => Temporal.Instant,
  ) {}

  private nowMs(): number {
    return this.now().epochMilliseconds
  }

  issue(username: string): { token: string; refresh_token: string } {
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

  /** A refresh token is single-use: the old one is gone once the new pair is issued. */
  rotate(refreshToken: string): { token: string; refresh_token: string } | undefined {
    const session = this.refresh.get(refreshToken)
    this.refresh.delete(refreshToken)
    if (!session || session.expiresAtMs <= this.nowMs()) return undefined
    return this.issue(session.username)
  }

  expireAllAccessTokens(): void {
    for (const session of this.access.values()) session.expiresAtMs = 0
  }

  revokeAllRefreshTokens(): void {
    this.refresh.clear()
  }

  /** After a password change or rename, the old sessions of that user end. */
  revokeUser(username: string): void {
    for (const [token, session] of this.access) if (session.username === username) this.access.delete(token)
    for (const [token, session] of this.refresh) if (session.username === username) this.refresh.delete(token)
  }

  /** Ends one session pair (logout of a single device is not in the contract, but tests use it). */
  hasSessions(username: string): boolean {
    for (const session of this.access.values()) if (session.username === username) return true
    return false
  }
}
