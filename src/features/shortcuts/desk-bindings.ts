import { SHORTCUTS, type ShortcutId } from '#ui/keyboard/shortcuts'

/** A desk shortcut's action; true when it acted, so the key is taken from the page. */
export type DeskAction = () => boolean

/**
 * Punctuation sits on a shifted key on many keyboards (? and / on the Swiss ones): the press with
 * Shift is the same shortcut. tinykeys otherwise refuses a press with a modifier it was not given.
 */
function withShift(binding: string): string[] {
  return /^[^\p{L}\p{N}\s]$/u.test(binding) ? [binding, `Shift+${binding}`] : [binding]
}

/**
 * The tinykeys map of the shortcuts the desk binds itself (SHORTCUTS, boundBy 'desk'), each to its
 * action by id; a shortcut without an action stays unbound.
 */
export function deskBindings(
  actions: Partial<Record<ShortcutId, DeskAction>>,
): Record<string, (event: KeyboardEvent) => void> {
  const map: Record<string, (event: KeyboardEvent) => void> = {}
  for (const shortcut of SHORTCUTS) {
    const action = actions[shortcut.id]
    if (shortcut.boundBy !== 'desk' || !action) continue
    const run = (event: KeyboardEvent) => {
      if (action()) event.preventDefault()
    }
    for (const way of shortcut.keys) for (const binding of withShift(way)) map[binding] = run
  }
  return map
}
