import { describe, expect, it } from 'vitest'
import * as codes from '#domain/changes/issue-codes'
import {
  checking,
  isCheckable,
  isConfirmedFree,
  needsCheck,
  type UniqueAnswer,
  type UniqueVerdict,
  uniqueIssue,
  withAnswer,
} from './unique-check'

describe('which values are asked about', () => {
  it('a username that is not blank, an e-mail that is an address: nothing is sent for an invalid value', () => {
    expect(isCheckable('username', 'anna')).toBe(true)
    expect(isCheckable('username', '   ')).toBe(false)
    expect(isCheckable('email', 'anna@muster.ch ')).toBe(true)
    expect(isCheckable('email', 'anna@')).toBe(false)
    expect(isCheckable('email', '')).toBe(false)
  })
})

describe('answers of the unique checks (REG-025, REG-028)', () => {
  it('the server decides: free passes, taken shows the message of its field (REG-026, REG-029)', () => {
    const free = withAnswer(checking('anna'), 'anna', 'free')
    expect(isConfirmedFree(free, 'anna')).toBe(true)
    expect(uniqueIssue('username', free, 'anna')).toBeNull()

    const taken = withAnswer(checking('customer'), 'customer', 'taken')
    expect(isConfirmedFree(taken, 'customer')).toBe(false)
    expect(uniqueIssue('username', taken, 'customer')).toBe(codes.USERNAME_TAKEN)
    const takenMail = withAnswer(checking('lea@example.ch'), 'lea@example.ch', 'taken')
    expect(uniqueIssue('email', takenMail, 'lea@example.ch')).toBe(codes.EMAIL_TAKEN)
  })

  it('offline the check says it needs the network; a failed one says so; neither passes', () => {
    const offline = withAnswer(checking('anna'), 'anna', 'offline')
    expect(uniqueIssue('username', offline, 'anna')).toBe(codes.CHECK_NEEDS_NETWORK)
    expect(isConfirmedFree(offline, 'anna')).toBe(false)
    const failed = withAnswer(checking('anna'), 'anna', 'failed')
    expect(uniqueIssue('username', failed, 'anna')).toBe(codes.CHECK_FAILED)
    expect(isConfirmedFree(failed, 'anna')).toBe(false)
  })

  it('a check the server did not answer in time says so, not that it needs the network, and does not pass (issue 20, item 6)', () => {
    const slow = withAnswer(checking('anna'), 'anna', 'slow')
    expect(uniqueIssue('username', slow, 'anna')).toBe(codes.CHECK_SERVER_SLOW)
    expect(isConfirmedFree(slow, 'anna')).toBe(false)
    expect(needsCheck('username', slow, 'anna')).toBe(true)
  })

  it('a verdict speaks only for the value it was asked for', () => {
    const taken: UniqueVerdict = { value: 'customer', status: 'taken' }
    expect(uniqueIssue('username', taken, 'customer2')).toBeNull()
    expect(isConfirmedFree({ value: 'anna', status: 'free' }, 'anna2')).toBe(false)
    // The value is compared as it is sent: trimmed.
    expect(uniqueIssue('username', taken, ' customer ')).toBe(codes.USERNAME_TAKEN)
  })

  it('answers arriving out of order never leave a stale verdict', () => {
    // 'custom' is asked, then 'customer'; the answer for 'customer' arrives first, then the late one.
    let verdict: UniqueVerdict | null = checking('custom')
    verdict = checking('customer')
    verdict = withAnswer(verdict, 'customer', 'taken')
    verdict = withAnswer(verdict, 'custom', 'free')
    expect(verdict).toEqual({ value: 'customer', status: 'taken' })

    // The other way round: the late answer is for a value no longer in the field.
    let other: UniqueVerdict | null = checking('customer')
    other = checking('customer-neu')
    other = withAnswer(other, 'customer', 'taken')
    expect(other).toEqual({ value: 'customer-neu', status: 'checking' })
    other = withAnswer(other, 'customer-neu', 'free')
    expect(uniqueIssue('username', other, 'customer-neu')).toBeNull()
    expect(isConfirmedFree(other, 'customer-neu')).toBe(true)
  })

  it('an answer after the verdict is settled changes nothing', () => {
    const settled: UniqueVerdict = { value: 'anna', status: 'free' }
    for (const answer of ['taken', 'offline', 'failed'] as UniqueAnswer[]) {
      expect(withAnswer(settled, 'anna', answer)).toBe(settled)
    }
    expect(withAnswer(null, 'anna', 'free')).toBeNull()
  })

  it('asks again for a value never answered, or answered offline or failed; not while checking or settled', () => {
    expect(needsCheck('username', null, 'anna')).toBe(true)
    expect(needsCheck('username', { value: 'other', status: 'free' }, 'anna')).toBe(true)
    expect(needsCheck('username', { value: 'anna', status: 'offline' }, 'anna')).toBe(true)
    expect(needsCheck('username', { value: 'anna', status: 'failed' }, 'anna')).toBe(true)
    expect(needsCheck('username', { value: 'anna', status: 'checking' }, 'anna')).toBe(false)
    expect(needsCheck('username', { value: 'anna', status: 'taken' }, 'anna')).toBe(false)
    expect(needsCheck('email', null, 'not-an-address')).toBe(false)
  })
})
