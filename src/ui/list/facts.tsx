import type { ReactNode } from 'react'
import list from './list-page.module.css'

export interface Fact {
  label: string
  value: ReactNode
  /** Digits line up (numbers, weights, prices). */
  tabular?: boolean
}

/**
 * A detail dialog's facts as a description list. `false` and `null` entries are left out, so a
 * fact that depends on the record (prices once visible, a reference when there is one) is written
 * in place: `showPrices && { label, value }`.
 */
export function Facts({ facts }: { facts: readonly (Fact | false | null)[] }) {
  return (
    <dl className={list.facts}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className={fact.tabular ? 'tabular' : undefined}>{fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
