import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError, reachability } from '#api/errors'
import { EXPORT_MAX } from '#domain/limits'
import { exportPlan } from '#domain/shipments/export-rules'
import type {
  StandingOrderQueryFilter,
  StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'
import { Button } from '#ui/components/button'
import { saveFile } from '#ui/save-file'
import { useOnline } from '#ui/use-online'
import styles from './standing-orders.module.css'
import { useStandingOrdersApi } from './standing-orders-api'

/** Decisions: the file's name, whatever the server calls it. */
export const EXPORT_FILE_NAME = 'standing-orders.xlsx'

interface ExportButtonProps {
  selected: readonly number[]
  /** How many orders the filter finds. */
  total: number
  filter: StandingOrderQueryFilter
  sorting: StandingOrderSorting
}

type State =
  | { type: 'idle' }
  | { type: 'working'; progress: number | null }
  | { type: 'failed'; text: string }

/**
 * Spec section 2 and decisions: the selected rows, else every result of the filter (1 to 1000),
 * in the list's order, downloaded as standing-orders.xlsx with its progress. Offline it says it
 * needs the network and still tries when pressed, so it is never a dead button; a failure says so.
 */
export function ExportButton({ selected, total, filter, sorting }: ExportButtonProps) {
  const { t } = useLingui()
  const api = useStandingOrdersApi()
  const online = useOnline()
  const [state, setState] = useState<State>({ type: 'idle' })
  const plan = exportPlan(selected, total)
  const disabled = plan.kind === 'tooMany' || plan.kind === 'none'

  const failure = (error: unknown) => {
    const unreached = reachability(error)
    if (unreached === 'offline') return t`Exports need the network. Please try again once you are online.`
    if (unreached === 'slow') return t`The server is not answering right now. Please try again in a moment.`
    if (isApiError(error) && error.kind === 'payload') {
      return t`The server sent data the portal cannot read. Please try again later.`
    }
    return t`An error occurred. Please try again.`
  }

  const run = async () => {
    if (plan.kind !== 'selected' && plan.kind !== 'all') return
    setState({ type: 'working', progress: null })
    try {
      const file = await api.exportOrders(
        plan.kind === 'selected'
          ? { sorting, filter, orderList: plan.keys, count: plan.keys.length }
          : { sorting, filter, count: total },
        (progress) => setState({ type: 'working', progress }),
      )
      saveFile(file, EXPORT_FILE_NAME)
      setState({ type: 'idle' })
    } catch (error) {
      setState({ type: 'failed', text: failure(error) })
    }
  }

  return (
    <div className={styles.exportBox}>
      <Button
        variant="secondary"
        disabled={disabled}
        busy={state.type === 'working'}
        onClick={() => void run()}
      >
        {plan.kind === 'selected' ? t`Export selected (${selected.length})` : t`Export`}
      </Button>
      {state.type === 'working' ? (
        <span className={styles.progress}>
          <progress
            aria-label={t`Exporting`}
            {...(state.progress === null ? {} : { value: state.progress, max: 1 })}
          />
          <span role="status">{t`Preparing standing-orders.xlsx…`}</span>
        </span>
      ) : null}
      {!online && state.type !== 'failed' ? (
        <p className={styles.hint}>{t`Exports need the network. Please try again once you are online.`}</p>
      ) : null}
      {plan.kind === 'tooMany' ? (
        <p className={styles.hint}>
          {t`More than ${EXPORT_MAX} standing orders cannot be exported at once. Please filter the list.`}
        </p>
      ) : null}
      {state.type === 'failed' ? (
        <p className={styles.smallError} role="alert">
          {t`The export failed.`} {state.text}
        </p>
      ) : null}
    </div>
  )
}
