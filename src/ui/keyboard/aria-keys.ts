import { isApplePlatform } from './platform'
import { type ShortcutId, shortcutOf } from './shortcuts'

/** tinykeys' key names as aria-keyshortcuts spells them (UI Events key values). */
function ariaKey(key: string, apple: boolean): string {
  if (key === '$mod') return apple ? 'Meta' : 'Control'
  if (key === 'Space') return 'Space'
  return key.length === 1 ? key.toUpperCase() : key
}

/**
 * The `aria-keyshortcuts` value of a shortcut: its ways, separated by spaces, each chord joined by
 * `+`. ARIA has no notation for a sequence, so `g d` is written as its two presses, as GitHub does:
 * a screen reader reads it out as it is shown.
 */
export function ariaKeyShortcuts(id: ShortcutId, apple = isApplePlatform()): string {
  return shortcutOf(id)
    .keys.map((way) =>
      way
        .split(' ')
        .map((press) =>
          press
            .split('+')
            .map((key) => ariaKey(key, apple))
            .join('+'),
        )
        .join(' '),
    )
    .join(' ')
}
