import { describe, expect, it } from 'vitest'
import { exportPlan } from './export-rules'

describe('export plan (ARCH-024 to ARCH-027)', () => {
  it('exports the selected rows whatever the total', () => {
    expect(exportPlan([3, 1], 50_000)).toEqual({ kind: 'selected', keys: [3, 1] })
  })

  it('exports all results from 1 to 1000, and not with 0 or 1001', () => {
    expect(exportPlan([], 1)).toEqual({ kind: 'all' })
    expect(exportPlan([], 1000)).toEqual({ kind: 'all' })
    expect(exportPlan([], 1001)).toEqual({ kind: 'tooMany' })
    expect(exportPlan([], 0)).toEqual({ kind: 'none' })
  })
})
