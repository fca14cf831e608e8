import { describe, expect, it } from 'vitest'
import { changeLines } from './change-lines'
import { pendingChange as change } from './testing/sync-bar-driver'

const batch = (id: string, size: number) => ({ id, label: 'x@y.ch', size })

describe('changeLines: a batch is one line, single changes stay their own', () => {
  it('groups a batch where its first entry stands, keeping the others in order', () => {
    const lines = changeLines([
      change(1),
      change(2, { kind: 'requestPodEmail', batch: batch('b', 3) }),
      change(3),
      change(4, { kind: 'requestPodEmail', batch: batch('b', 3) }),
      change(5, { kind: 'requestPodEmail', batch: batch('c', 1) }),
    ])
    expect(
      lines.map((line) => (line.type === 'single' ? line.change.seq : line.entries.map((e) => e.seq))),
    ).toEqual([1, [2, 4], 3, [5]])
    expect(lines[1]).toMatchObject({ type: 'batch', kind: 'requestPodEmail', batch: batch('b', 3) })
  })

  it('a batch needs attention when one entry does, is sending while one is, else waits', () => {
    const status = (...statuses: ('queued' | 'sending' | 'needsAttention')[]) => {
      const [line] = changeLines(
        statuses.map((value, index) => change(index + 1, { status: value, batch: batch('b', 3) })),
      )
      return line?.type === 'batch' ? line.status : null
    }
    expect(status('queued', 'queued')).toBe('queued')
    expect(status('sending', 'queued')).toBe('sending')
    expect(status('sending', 'needsAttention', 'queued')).toBe('needsAttention')
  })

  it('no batch: one line per change, as before', () => {
    expect(changeLines([change(1), change(2)]).map((line) => line.type)).toEqual(['single', 'single'])
  })
})
