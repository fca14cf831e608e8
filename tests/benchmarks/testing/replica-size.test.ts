import { describe, expect, it } from 'vitest'
import { ADDRESS_STORE_TABLE } from '#db/address-store'
import { growthBeyondData, type ReplicaSize } from './replica-size'

const store = (rows: number, bytes: number, records = rows) => ({ rows, bytes, records })

const baseline: ReplicaSize = {
  [ADDRESS_STORE_TABLE]: store(100, 50_000, 1),
  shipments: store(40, 40_000),
  meta: store(7, 700),
  outbox: store(0, 0),
}

describe('the replica growth beyond the day’s data', () => {
  it('is nothing when the data stores grew only by their new rows at the size rows had', () => {
    const after = { ...baseline, [ADDRESS_STORE_TABLE]: store(110, 55_000, 1), shipments: store(50, 50_000) }
    expect(growthBeyondData(baseline, after)).toBe(0)
  })

  it('counts every byte a store that holds no server rows gained: meta keys piling up, an outbox left behind', () => {
    const after = { ...baseline, meta: store(9, 900), outbox: store(2, 1200) }
    expect(growthBeyondData(baseline, after)).toBe(200 + 1200)
  })

  it('counts rows that grew fatter, beyond what the new rows explain', () => {
    const after = { ...baseline, shipments: store(40, 48_000) }
    expect(growthBeyondData(baseline, after)).toBe(8000)
  })

  it('takes a store that is new since the baseline at its own rows', () => {
    const after = { ...baseline, notifications: store(5, 1000) }
    expect(growthBeyondData(baseline, after)).toBe(0)
  })
})
