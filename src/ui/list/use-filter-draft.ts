import { type FormEvent, useEffect, useState } from 'react'

interface FilterDraftOptions<F> {
  applied: F
  empty: F
  onApply: (filter: F) => void
  initiallyOpen?: boolean
  /** Checks the draft on Apply; false leaves it unapplied (the screen shows why beside its fields). */
  accept?: (draft: F) => boolean
}

/**
 * A filter's draft and its panel's state: the draft follows the applied filter (a reset from the
 * closed panel, a filter preset by the route), Apply applies it once accepted, Reset empties and
 * applies. `shell` is what FilterPanel needs of it.
 */
export function useFilterDraft<F>({
  applied,
  empty,
  onApply,
  initiallyOpen = false,
  accept,
}: FilterDraftOptions<F>) {
  const [open, setOpen] = useState(initiallyOpen)
  const [draft, setDraft] = useState(applied)
  useEffect(() => setDraft(applied), [applied])
  return {
    draft,
    setDraft,
    shell: {
      open,
      onToggle: () => setOpen((value) => !value),
      onSubmit: (event: FormEvent) => {
        event.preventDefault()
        if (accept?.(draft) ?? true) onApply(draft)
      },
      onReset: () => {
        setDraft(empty)
        onApply(empty)
      },
    },
  }
}
