import { useEffect, useRef } from 'react'

/** What a screen offers the page-wide shortcuts: `/` goes to its filter or search. */
export type ShortcutTarget = 'filter'

type Action = () => void

// The screens mounted now, newest last: a dialog's list over a page's list wins while it is open.
const targets = new Map<ShortcutTarget, Action[]>()

/** Runs the newest screen's action for the target; false when no screen on view offers it. */
export function runShortcutTarget(target: ShortcutTarget): boolean {
  const actions = targets.get(target)
  const action = actions?.[actions.length - 1]
  if (!action) return false
  action()
  return true
}

/**
 * Offers the target while the component is mounted. The action may change each render (it sees
 * the latest props); the registration stays put.
 */
export function useShortcutTarget(target: ShortcutTarget, action: Action): void {
  const latest = useRef(action)
  latest.current = action
  useEffect(() => {
    const entry: Action = () => latest.current()
    const list = targets.get(target) ?? []
    targets.set(target, [...list, entry])
    return () => {
      targets.set(
        target,
        (targets.get(target) ?? []).filter((other) => other !== entry),
      )
    }
  }, [target])
}
