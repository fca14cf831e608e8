import { describe, expect, it } from 'vitest'
import { utc, zurich } from '#testing/instants'
import * as pickup from './pickup-time'

describe('parseSwissDate', () => {
  it.each([
    ['1.1.2026', '2026-01-01'],
    ['01.01.2026', '2026-01-01'],
    ['9.12.2026', '2026-12-09'],
    ['31.12.2026', '2026-12-31'],
    ['29.2.2028', '2028-02-29'],
    [' 5.5.2026 ', '2026-05-05'],
  ])('%j → %s', (text, iso) => {
    expect(pickup.parseSwissDate(text)?.toString()).toBe(iso)
  })

  it.each([
    '',
    '29.2.2026',
    '31.4.2026',
    '0.1.2026',
    '1.0.2026',
    '1.13.2026',
    '32.1.2026',
    '2026-01-01',
    '1.1.26',
    '1/1/2026',
    '001.1.2026',
    'a.b.cdef',
  ])('rejects %j', (text) => {
    expect(pickup.parseSwissDate(text)).toBeNull()
  })
})

describe('parseHhmm', () => {
  it.each([
    ['0930', '09:30:00'],
    ['09:30', '09:30:00'],
    ['093000', '09:30:00'],
    ['09:30:15', '09:30:15'],
    ['0000', '00:00:00'],
    ['2359', '23:59:00'],
    ['235959', '23:59:59'],
    [' 1200 ', '12:00:00'],
  ])('%j → %s', (text, expected) => {
    expect(pickup.parseHhmm(text)?.toString()).toBe(expected)
  })

  it.each([
    '',
    '2400',
    '24:00',
    '240000',
    '2360',
    '1260',
    '123060',
    '930',
    '9:30',
    '09:3',
    '09:30:5',
    '0930:00',
    '09:3000',
    'ab:cd',
    '-100',
    '09.30',
  ])('rejects %j', (text) => {
    expect(pickup.parseHhmm(text)).toBeNull()
    expect(pickup.isPickupTimeFormat(text)).toBe(false)
  })
})

describe('validPickupTime', () => {
  it('has a 10 minute tolerance', () => {
    expect(pickup.PICKUP_TOLERANCE_MINUTES).toBe(10)
  })

  it('passes exactly 10 minutes in the past and fails one second more', () => {
    expect(pickup.validPickupTime('12.5.2026', '1000', zurich('2026-05-12T10:10:00'))).toBe(true)
    expect(pickup.validPickupTime('12.5.2026', '1000', zurich('2026-05-12T10:10:01'))).toBe(false)
    expect(pickup.validPickupTime('12.5.2026', '0959', zurich('2026-05-12T10:10:00'))).toBe(false)
  })

  it('passes now and the future', () => {
    expect(pickup.validPickupTime('12.5.2026', '1010', zurich('2026-05-12T10:10:00'))).toBe(true)
    expect(pickup.validPickupTime('13.5.2026', '0600', zurich('2026-05-12T10:10:00'))).toBe(true)
  })

  it('fails a past day whatever the time', () => {
    expect(pickup.validPickupTime('11.5.2026', '2359', zurich('2026-05-12T10:10:00'))).toBe(false)
  })

  it('compares across midnight', () => {
    expect(pickup.validPickupTime('11.5.2026', '2355', zurich('2026-05-12T00:05:00'))).toBe(true)
    expect(pickup.validPickupTime('11.5.2026', '2355', zurich('2026-05-12T00:05:01'))).toBe(false)
  })

  it('accepts every time notation the same way', () => {
    for (const time of ['1000', '10:00', '100000', '10:00:00']) {
      expect(pickup.validPickupTime('12.5.2026', time, zurich('2026-05-12T10:10:00'))).toBe(true)
    }
  })

  it('reads the pickup as Zurich time, not UTC (summer and winter)', () => {
    expect(pickup.validPickupTime('12.5.2026', '1000', utc('2026-05-12T08:10:00Z'))).toBe(true)
    expect(pickup.validPickupTime('12.5.2026', '1000', utc('2026-05-12T08:11:00Z'))).toBe(false)
    expect(pickup.validPickupTime('15.1.2026', '1000', utc('2026-01-15T09:10:00Z'))).toBe(true)
    expect(pickup.validPickupTime('15.1.2026', '1000', utc('2026-01-15T09:10:01Z'))).toBe(false)
  })

  it('counts real minutes across the spring DST gap (2026-03-29)', () => {
    // 01:55 CET is 00:55Z; 03:05 CEST is 01:05Z: 10 minutes, not 70.
    expect(pickup.validPickupTime('29.3.2026', '0155', utc('2026-03-29T01:05:00Z'))).toBe(true)
    expect(pickup.validPickupTime('29.3.2026', '0155', utc('2026-03-29T01:05:01Z'))).toBe(false)
  })

  it('moves a time skipped by the spring gap forward an hour', () => {
    // 02:30 does not exist; it is read as 03:30 CEST (01:30Z).
    expect(pickup.validPickupTime('29.3.2026', '0230', utc('2026-03-29T01:40:00Z'))).toBe(true)
    expect(pickup.validPickupTime('29.3.2026', '0230', utc('2026-03-29T01:40:01Z'))).toBe(false)
  })

  it('reads a repeated autumn time (2026-10-25) as its first occurrence', () => {
    // 02:55 is first 02:55 CEST (00:55Z); at 02:05 CET (01:05Z) that is 10 minutes ago.
    expect(pickup.validPickupTime('25.10.2026', '0255', utc('2026-10-25T01:05:00Z'))).toBe(true)
    expect(pickup.validPickupTime('25.10.2026', '0255', utc('2026-10-25T01:06:00Z'))).toBe(false)
    // After the repeated hour: 03:30 CET is 02:30Z.
    expect(pickup.validPickupTime('25.10.2026', '0330', utc('2026-10-25T02:40:00Z'))).toBe(true)
    expect(pickup.validPickupTime('25.10.2026', '0330', utc('2026-10-25T02:40:01Z'))).toBe(false)
  })

  it('passes when the target date is absent or blank', () => {
    const now = zurich('2026-05-12T10:10:00')
    expect(pickup.validPickupTime(undefined, '0000', now)).toBe(true)
    expect(pickup.validPickupTime('', '0000', now)).toBe(true)
    expect(pickup.validPickupTime('  ', 'garbage', now)).toBe(true)
  })

  it('fails an unreadable date or time', () => {
    const now = zurich('2026-05-12T10:10:00')
    expect(pickup.validPickupTime('31.2.2027', '1200', now)).toBe(false)
    expect(pickup.validPickupTime('2027-01-01', '1200', now)).toBe(false)
    expect(pickup.validPickupTime('1.1.2027', '2400', now)).toBe(false)
    expect(pickup.validPickupTime('1.1.2027', '', now)).toBe(false)
  })
})
