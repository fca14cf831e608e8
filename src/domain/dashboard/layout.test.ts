import { describe, expect, it } from 'vitest'
import {
  type DashboardLayout,
  DEFAULT_LAYOUT,
  moveWidget,
  parseStoredLayout,
  placeWidget,
  repairLayout,
  toggleHidden,
  WIDGET_NAMES,
} from './layout'

const names = (layout: DashboardLayout) => ({
  listOne: layout.listOne.map((widget) => widget.name),
  listTwo: layout.listTwo.map((widget) => widget.name),
})

describe('the default layout (DASH-010, DASH-011, DASH-012)', () => {
  it('has the spec columns in order, the blog box last in column two, every widget shown once', () => {
    expect(names(DEFAULT_LAYOUT)).toEqual({
      listOne: ['serviceInformation', 'switchUser', 'active', 'archive', 'track', 'addresses'],
      listTwo: ['savings', 'quickLinks', 'priceCalculator', 'employee', 'recurringShipments', 'blog'],
    })
    expect([...DEFAULT_LAYOUT.listOne, ...DEFAULT_LAYOUT.listTwo].every((widget) => !widget.hidden)).toBe(
      true,
    )
    expect(DEFAULT_LAYOUT.listOne.length + DEFAULT_LAYOUT.listTwo.length).toBe(WIDGET_NAMES.length)
  })
})

describe('repairing a stored layout', () => {
  it('keeps a valid layout as it is, hidden flags included (DASH-009)', () => {
    const stored = moveWidget(toggleHidden(DEFAULT_LAYOUT, 'track'), 'blog', 'otherColumn')
    expect(repairLayout(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
  })

  it('drops unknown widgets and second copies, and puts missing ones back at the end of their default column', () => {
    const repaired = repairLayout({
      listOne: [{ name: 'active' }, { name: 'weather', hidden: false }, { name: 'active', hidden: true }],
      listTwo: [{ name: 'blog', hidden: true }, 'savings', null, { name: 42 }],
    })
    expect(repaired.listOne.slice(0, 1)).toEqual([{ name: 'active', hidden: false }])
    expect(repaired.listTwo[0]).toEqual({ name: 'blog', hidden: true })
    const all = [...repaired.listOne, ...repaired.listTwo].map((widget) => widget.name)
    expect([...all].sort()).toEqual([...WIDGET_NAMES].sort())
    expect(repaired.listOne.at(-1)?.name).toBe('addresses')
    expect(repaired.listTwo.at(-1)?.name).toBe('recurringShipments')
  })

  it.each([
    ['not JSON', '{"listOne": ['],
    ['null', 'null'],
    ['a number', '42'],
    ['empty lists', '{"listOne": [], "listTwo": []}'],
    ['lists that are not lists', '{"listOne": "active", "listTwo": {}}'],
  ])('gives the default for %s', (_name, text) => {
    expect(parseStoredLayout(text)).toEqual(DEFAULT_LAYOUT)
  })

  it('gives the default when nothing is stored', () => {
    expect(parseStoredLayout(null)).toEqual(DEFAULT_LAYOUT)
  })

  it('reads hidden only when it is true', () => {
    const repaired = repairLayout({ listOne: [{ name: 'track', hidden: 'yes' }], listTwo: [] })
    expect(repaired.listOne[0]).toEqual({ name: 'track', hidden: false })
  })
})

describe('moving widgets (DASH-004, DASH-005)', () => {
  it('moves up and down within a column, and stays put at the ends', () => {
    const up = moveWidget(DEFAULT_LAYOUT, 'active', 'up')
    expect(names(up).listOne.slice(0, 3)).toEqual(['serviceInformation', 'active', 'switchUser'])
    expect(moveWidget(DEFAULT_LAYOUT, 'serviceInformation', 'up')).toEqual(DEFAULT_LAYOUT)
    expect(names(moveWidget(DEFAULT_LAYOUT, 'blog', 'down'))).toEqual(names(DEFAULT_LAYOUT))
  })

  it('moves to the other column at the same position, or at its end', () => {
    const moved = moveWidget(DEFAULT_LAYOUT, 'archive', 'otherColumn')
    expect(names(moved).listTwo[3]).toBe('archive')
    expect(names(moved).listOne).not.toContain('archive')
    const back = moveWidget(moved, 'archive', 'otherColumn')
    expect(names(back).listOne[3]).toBe('archive')
  })

  it('places a dragged widget where it was dropped, in either column', () => {
    const placed = placeWidget(DEFAULT_LAYOUT, 'savings', 'listOne', 0)
    expect(names(placed).listOne[0]).toBe('savings')
    expect(names(placed).listTwo[0]).toBe('quickLinks')
    expect(names(placeWidget(DEFAULT_LAYOUT, 'addresses', 'listOne', 99)).listOne.at(-1)).toBe('addresses')
  })

  it('toggles one widget hidden and back', () => {
    const hidden = toggleHidden(DEFAULT_LAYOUT, 'employee')
    expect(hidden.listTwo.find((widget) => widget.name === 'employee')?.hidden).toBe(true)
    expect(toggleHidden(hidden, 'employee')).toEqual(DEFAULT_LAYOUT)
  })
})
