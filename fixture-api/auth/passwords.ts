import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

// A salted SHA-256 is enough for demo accounts; the fixture never holds a real customer's password.
export function hashPassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, expected] = stored.split(':')
  if (!salt || !expected) return false
  const actual = hashPassword(password, salt).split(':')[1] ?? ''
  return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected))
}
