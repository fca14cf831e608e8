/** Every widget of the dashboard (spec section 2), by the name the stored layout uses. */
export const WIDGET_NAMES = [
  'serviceInformation',
  'switchUser',
  'active',
  'archive',
  'track',
  'addresses',
  'savings',
  'quickLinks',
  'priceCalculator',
  'employee',
  'recurringShipments',
  'blog',
] as const
export type WidgetName = (typeof WIDGET_NAMES)[number]

export interface PlacedWidget {
  name: WidgetName
  hidden: boolean
}

/** The stored shape (spec section 3): two lists of {name, hidden}. */
export interface DashboardLayout {
  listOne: PlacedWidget[]
  listTwo: PlacedWidget[]
}

export type ColumnName = keyof DashboardLayout

/** Spec section 9. */
export const LAYOUT_STORAGE_KEY = 'dashboardLists-v3'

const shown = (name: WidgetName): PlacedWidget => ({ name, hidden: false })

/** Spec section 2; decisions: the blog box ends column two. */
export const DEFAULT_LAYOUT: DashboardLayout = {
  listOne: (['serviceInformation', 'switchUser', 'active', 'archive', 'track', 'addresses'] as const).map(
    shown,
  ),
  listTwo: (
    ['savings', 'quickLinks', 'priceCalculator', 'employee', 'recurringShipments', 'blog'] as const
  ).map(shown),
}

const isWidgetName = (value: unknown): value is WidgetName =>
  typeof value === 'string' && (WIDGET_NAMES as readonly string[]).includes(value)

function readColumn(raw: unknown, seen: Set<WidgetName>): PlacedWidget[] {
  if (!Array.isArray(raw)) return []
  const column: PlacedWidget[] = []
  for (const entry of raw) {
    const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined
    if (!isWidgetName(name) || seen.has(name)) continue
    seen.add(name)
    column.push({ name, hidden: (entry as { hidden?: unknown }).hidden === true })
  }
  return column
}

/**
 * A stored layout made valid: unknown names and second copies are dropped, a widget it lacks (one
 * added by a later version, or lost) goes back to its default column, at the end. Anything that is
 * not a layout at all gives the default. Never throws: a bad entry must not blank the dashboard.
 */
export function repairLayout(raw: unknown): DashboardLayout {
  if (typeof raw !== 'object' || raw === null) return structuredClone(DEFAULT_LAYOUT)
  const seen = new Set<WidgetName>()
  const listOne = readColumn((raw as { listOne?: unknown }).listOne, seen)
  const listTwo = readColumn((raw as { listTwo?: unknown }).listTwo, seen)
  if (seen.size === 0) return structuredClone(DEFAULT_LAYOUT)
  for (const column of ['listOne', 'listTwo'] as const) {
    for (const widget of DEFAULT_LAYOUT[column]) {
      if (!seen.has(widget.name)) (column === 'listOne' ? listOne : listTwo).push({ ...widget })
    }
  }
  return { listOne, listTwo }
}

/** Parses what local storage holds; text that is not JSON is a damaged layout, not a crash. */
export function parseStoredLayout(text: string | null): DashboardLayout {
  if (text === null) return structuredClone(DEFAULT_LAYOUT)
  try {
    return repairLayout(JSON.parse(text))
  } catch {
    return structuredClone(DEFAULT_LAYOUT)
  }
}

function locate(layout: DashboardLayout, name: WidgetName): { column: ColumnName; index: number } | null {
  for (const column of ['listOne', 'listTwo'] as const) {
    const index = layout[column].findIndex((widget) => widget.name === name)
    if (index >= 0) return { column, index }
  }
  return null
}

export type Move = 'up' | 'down' | 'otherColumn'

/**
 * The keyboard alternative to dragging. Up and down stay within the column (a no-op at its ends);
 * the other column takes the widget at the same position, or at its end when shorter.
 */
export function moveWidget(layout: DashboardLayout, name: WidgetName, move: Move): DashboardLayout {
  const at = locate(layout, name)
  if (!at) return layout
  const next: DashboardLayout = { listOne: [...layout.listOne], listTwo: [...layout.listTwo] }
  const column = next[at.column]
  const [widget] = column.splice(at.index, 1)
  if (!widget) return layout
  if (move === 'otherColumn') {
    const other = next[at.column === 'listOne' ? 'listTwo' : 'listOne']
    other.splice(Math.min(at.index, other.length), 0, widget)
  } else {
    const target = move === 'up' ? Math.max(0, at.index - 1) : Math.min(column.length, at.index + 1)
    column.splice(target, 0, widget)
  }
  return next
}

/** A drag ended: the widget now sits in `column` at `index` (SortableJS's newIndex). */
export function placeWidget(
  layout: DashboardLayout,
  name: WidgetName,
  column: ColumnName,
  index: number,
): DashboardLayout {
  const at = locate(layout, name)
  if (!at) return layout
  const next: DashboardLayout = { listOne: [...layout.listOne], listTwo: [...layout.listTwo] }
  const [widget] = next[at.column].splice(at.index, 1)
  if (!widget) return layout
  next[column].splice(Math.max(0, Math.min(index, next[column].length)), 0, widget)
  return next
}

export function toggleHidden(layout: DashboardLayout, name: WidgetName): DashboardLayout {
  const flip = (widget: PlacedWidget) =>
    widget.name === name ? { ...widget, hidden: !widget.hidden } : widget
  return { listOne: layout.listOne.map(flip), listTwo: layout.listTwo.map(flip) }
}
