import { describe, expect, it } from 'vitest'
import type { PaletteEntry, PaletteKind } from './palette-entry'
import { buildPaletteIndex, buildPaletteIndexInSlices } from './palette-index'
import { oneEditApart } from './palette-match'
import { createPaletteSearch, frecency, PER_KIND, searchPalette, type Usage } from './palette-search'

const DAY = 86_400_000
const NOW = 100 * DAY

function entry(id: string, kind: PaletteKind, title: string, detail = '', keywords = ''): PaletteEntry {
  return { id, kind, title, detail, keywords, target: { type: 'logout' } }
}

const ids = (entries: readonly PaletteEntry[]) => entries.map((found) => found.id)

const records = buildPaletteIndex([
  entry('address:1', 'address', 'Bäckerei Müller AG', 'Bahnhofstrasse 1, 8001 Zürich'),
  entry('address:2', 'address', 'Muster GmbH', 'Seestrasse 4, 3000 Bern'),
  entry('address:3', 'address', 'Genève Transports SA', 'Rue du Rhône 2, 1204 Genève'),
  entry(
    'archive:10',
    'shipment',
    'VK-100234 · Muster',
    'Muster GmbH, Bern → Bäckerei Müller AG, Zürich',
    'VK100234',
  ),
  entry('standingOrder:5', 'standingOrder', 'Tägliche Tour', 'DA-00005', 'DA00005'),
])

describe('searchPalette: matching', () => {
  it('folds umlauts and accents as the lists do: ü, ue and u find each other', () => {
    expect(ids(searchPalette([records], 'zürich')).sort()).toEqual(['address:1', 'archive:10'])
    expect(ids(searchPalette([records], 'zuerich')).sort()).toEqual(['address:1', 'archive:10'])
    expect(ids(searchPalette([records], 'Mueller'))).toContain('address:1')
    expect(ids(searchPalette([records], 'geneve'))).toEqual(['address:3'])
    expect(ids(searchPalette([records], 'taeglich'))).toEqual(['standingOrder:5'])
  })

  it('needs every typed word to start a word of the entry, in any order', () => {
    expect(ids(searchPalette([records], 'bern muster'))).toEqual(['address:2', 'archive:10'])
    expect(ids(searchPalette([records], 'bahn back'))).toEqual(['address:1'])
    // 'ahnhof' is inside a word, not at its start.
    expect(searchPalette([records], 'ahnhof')).toEqual([])
    expect(searchPalette([records], 'muster lausanne')).toEqual([])
  })

  it('finds a number typed with or without its dash', () => {
    expect(ids(searchPalette([records], 'VK-100234'))).toEqual(['archive:10'])
    expect(ids(searchPalette([records], '100234'))).toEqual(['archive:10'])
    expect(ids(searchPalette([records], 'vk100'))).toEqual(['archive:10'])
  })

  it('tolerates one typo in a word of four letters or more, only when nothing matches as typed', () => {
    expect(ids(searchPalette([records], 'Mutser'))).toEqual(['address:2', 'archive:10'])
    expect(ids(searchPalette([records], 'bren'))).toEqual(['address:2', 'archive:10'])
    expect(searchPalette([records], 'brn')).toEqual([])
    expect(oneEditApart('muster', 'muster')).toBe(false)
    expect(oneEditApart('muster', 'mustr')).toBe(true)
    expect(oneEditApart('muster', 'mustre')).toBe(true)
    expect(oneEditApart('muster', 'mustrx')).toBe(false)
    expect(oneEditApart('muster', 'mstr')).toBe(false)
  })
})

describe('searchPalette: ranking and caps', () => {
  it('puts whole words and title words before prefixes and details', () => {
    const index = buildPaletteIndex([
      entry('address:1', 'address', 'Bernasconi AG', 'Zug'),
      entry('address:2', 'address', 'Keller AG', 'Seestrasse 4, 3000 Bern'),
      entry('address:3', 'address', 'Bern Logistik', 'Bern'),
    ])
    expect(ids(searchPalette([index], 'bern'))).toEqual(['address:3', 'address:2', 'address:1'])
  })

  it('ranks equal matches by use: the most used and most recent first', () => {
    const index = buildPaletteIndex([
      entry('address:1', 'address', 'Alpha Muster'),
      entry('address:2', 'address', 'Beta Muster'),
      entry('address:3', 'address', 'Gamma Muster'),
    ])
    const usage = new Map<string, Usage>([
      ['address:3', { count: 2, lastUsed: NOW - 60_000 }],
      ['address:2', { count: 9, lastUsed: NOW - 60 * DAY }],
    ])
    expect(ids(searchPalette([index], 'muster', { usage, now: NOW }))).toEqual([
      'address:3',
      'address:2',
      'address:1',
    ])
    expect(frecency({ count: 1, lastUsed: NOW }, NOW)).toBeGreaterThan(
      frecency({ count: 5, lastUsed: NOW - 30 * DAY }, NOW),
    )
    expect(frecency(undefined, NOW)).toBe(0)
  })

  it('shows at most 8 of a kind and 30 in all, the best of each kind even among 50,000', () => {
    const many = Array.from({ length: 50_000 }, (_, key) =>
      entry(`archive:${key}`, 'shipment', `VK-${key} Muster`),
    )
    const addresses = Array.from({ length: 100 }, (_, id) =>
      entry(`address:${id}`, 'address', `Muster ${id}`),
    )
    const index = buildPaletteIndex([...many, ...addresses, entry('address:best', 'address', 'Muster')])
    const usage = new Map([['archive:49999', { count: 3, lastUsed: NOW }]])
    const found = searchPalette([index], 'muster', { usage, now: NOW })
    expect(found.filter((result) => result.kind === 'shipment')).toHaveLength(8)
    expect(found.filter((result) => result.kind === 'address')).toHaveLength(8)
    expect(found[0]?.id).toBe('address:best')
    expect(ids(found)).toContain('archive:49999')
    const kinds = ['screen', 'action', 'shipment', 'address', 'standingOrder'] as const
    const wide = buildPaletteIndex(
      kinds.flatMap((kind) =>
        Array.from({ length: 10 }, (_, n) => entry(`${kind}:${n}`, kind, `Muster ${n}`)),
      ),
    )
    expect(searchPalette([wide], 'muster')).toHaveLength(30)
  })

  it('lists the recently used, then the screens and actions, for an empty search', () => {
    const commands = buildPaletteIndex([
      entry('screen:dashboard', 'screen', 'Dashboard'),
      entry('action:newOrder', 'action', 'New order'),
    ])
    const usage = new Map([
      ['address:2', { count: 1, lastUsed: NOW }],
      ['address:gone', { count: 5, lastUsed: NOW }],
    ])
    expect(ids(searchPalette([commands, records], '  ', { usage, now: NOW }))).toEqual([
      'address:2',
      'screen:dashboard',
      'action:newOrder',
    ])
  })

  it('reuses the folded words of unchanged entries on a rebuild, and takes the changed ones anew', () => {
    const first = buildPaletteIndex([
      entry('address:1', 'address', 'Alpha'),
      entry('address:2', 'address', 'Beta'),
    ])
    const second = buildPaletteIndex(
      [entry('address:1', 'address', 'Alpha'), entry('address:2', 'address', 'Gamma')],
      first,
    )
    expect(ids(searchPalette([second], 'gamma'))).toEqual(['address:2'])
    expect(searchPalette([second], 'beta')).toEqual([])
    expect(ids(searchPalette([second], 'alpha'))).toEqual(['address:1'])
  })

  it('keeps each kind to its own limit and ranks as a fresh build after a rebuild moves the entries', () => {
    const addresses = Array.from({ length: 10 }, (_, n) =>
      entry(`address:${n}`, 'address', `Adresse ${n}`, 'Bern'),
    )
    const shipments = Array.from({ length: 10 }, (_, n) =>
      entry(`archive:${n}`, 'shipment', `VK-${n}`, 'Muster AG, Bern → Zürich'),
    )
    const kindsOf = (found: readonly PaletteEntry[]) => found.map((result) => result.kind)
    const first = buildPaletteIndex([...addresses, ...shipments])
    const found = searchPalette([first], 'bern')
    expect(kindsOf(found).filter((kind) => kind === 'address')).toHaveLength(PER_KIND)
    expect(kindsOf(found).filter((kind) => kind === 'shipment')).toHaveLength(PER_KIND)
    // The shipments first now, one address gone and one new: the reused entries take new places.
    const moved = [...shipments, ...addresses.slice(1), entry('address:new', 'address', 'Bern Bahnhof')]
    const rebuilt = buildPaletteIndex(moved, first)
    const fresh = buildPaletteIndex(moved)
    const usage = new Map<string, Usage>([['archive:9', { count: 4, lastUsed: NOW - DAY }]])
    for (const query of ['bern', 'b', 'vk', 'adresse 5', 'bren'])
      expect(ids(searchPalette([rebuilt], query, { usage, now: NOW }))).toEqual(
        ids(searchPalette([fresh], query, { usage, now: NOW })),
      )
    const ranked = ids(searchPalette([rebuilt], 'bern', { usage, now: NOW }))
    expect(ranked[0]).toBe('address:new')
    expect(ranked).toContain('archive:9')
    expect(ranked).not.toContain('address:0')
  })
})

describe('buildPaletteIndexInSlices', () => {
  it('builds the same index as the plain build, and gives up once aborted', async () => {
    const entries = Array.from({ length: 3_000 }, (_, n) =>
      entry(`address:${n}`, 'address', `Muster ${n}`, 'Zürich'),
    )
    const sliced = await buildPaletteIndexInSlices(entries, undefined, new AbortController().signal, 0)
    expect(sliced && ids(searchPalette([sliced], 'muster 2999 zuerich'))).toEqual(['address:2999'])
    // The vocabulary built letter group by letter group is in the order a range lookup needs.
    const plain = buildPaletteIndex(entries)
    expect(sliced?.vocabulary).toEqual(plain.vocabulary)
    expect(plain.vocabulary).toEqual([...plain.vocabulary].sort())
    const item = sliced?.byId.get('address:7')
    expect(item && [...item.ids].map((id) => sliced?.vocabulary[id])).toEqual(['muster', '7', 'zurich'])
    const aborted = new AbortController()
    const building = buildPaletteIndexInSlices(entries, undefined, aborted.signal, 0)
    aborted.abort()
    expect(await building).toBeNull()
  })
})

describe('createPaletteSearch: typing on scans only what matched before', () => {
  it('answers as a fresh search at every keystroke, forward, back and with a new word', () => {
    const index = buildPaletteIndex([
      ...Array.from({ length: 500 }, (_, n) =>
        entry(`address:${n}`, 'address', `Muster ${n} AG`, n % 2 ? 'Zürich' : 'Bern'),
      ),
      entry('address:m', 'address', 'Müller Transporte', 'Zug'),
      entry('address:k', 'address', 'Keller AG', 'Zürich'),
    ])
    const typed = createPaletteSearch()
    for (const query of [
      'm',
      'mu',
      'mus',
      'must',
      'muster',
      'muster 1',
      'muster 12',
      'muster 1',
      'mu',
      'mül',
      'k',
      'ke zu',
      'ke zür',
      'mutser',
      'mutse',
      '',
    ]) {
      expect(ids(typed([index], query)), query).toEqual(ids(searchPalette([index], query)))
    }
  })

  it('searches the whole index again once the index changes', () => {
    const typed = createPaletteSearch()
    const before = buildPaletteIndex([entry('address:1', 'address', 'Alpha')])
    expect(ids(typed([before], 'a'))).toEqual(['address:1'])
    const after = buildPaletteIndex(
      [entry('address:1', 'address', 'Alpha'), entry('address:2', 'address', 'Alpina')],
      before,
    )
    expect(ids(typed([after], 'al'))).toEqual(['address:1', 'address:2'])
  })
})

describe('searchPalette over the vocabulary: nothing lost by looking only at the rarest word’s entries', () => {
  // A small vocabulary, so words repeat across entries and typed starts are shared by many.
  const WORDS = ['alpha', 'alpine', 'bern', 'bernasconi', 'basel', 'zurich', 'zug', 'muster', 'mustang', 'vk']
  let seed = 7
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % below
  }
  const entries = Array.from({ length: 2_000 }, (_, n) => {
    const words = Array.from({ length: 1 + random(4) }, () => WORDS[random(WORDS.length)] as string)
    return entry(`address:${n}`, 'address', `${words.join(' ')} ${n}`, `${100_000 + n}`)
  })
  const index = buildPaletteIndex(entries)
  /** Every typed word starts a word of the entry: the rule itself, by brute force. */
  const naive = (query: string) => {
    const typed = query.split(' ')
    return entries
      .filter((candidate) => {
        const words = `${candidate.title} ${candidate.detail}`.split(' ')
        return typed.every((part) => words.some((word) => word.startsWith(part)))
      })
      .map((found) => found.id)
  }

  it('finds exactly the entries the rule finds, whenever they all fit in the results', () => {
    let compared = 0
    for (let round = 0; round < 400; round++) {
      const parts = Array.from({ length: 1 + random(3) }, () => {
        const word =
          random(3) === 0 ? String(100_000 + random(2_000)) : (WORDS[random(WORDS.length)] as string)
        return word.slice(0, 2 + random(word.length - 1))
      })
      const query = parts.join(' ')
      const expected = naive(query)
      if (expected.length > PER_KIND) continue
      compared++
      expect(ids(searchPalette([index], query)).sort(), query).toEqual([...expected].sort())
    }
    expect(compared).toBeGreaterThan(100)
  })
})
