import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EXPORT_MAX } from '#domain/limits'
import { exportPlan } from '#domain/shipments/export-rules'
import type { ShipmentQueryFilter } from '#domain/shipments/shipment-filter'
import type { ShipmentSorting } from '#domain/shipments/shipment-query'
import { Button } from '#ui/components/button'
import { saveFile } from '#ui/save-file'
import { useOnline } from '#ui/use-online'
import { useApiErrorText } from './api-error-text'
import styles from './shipments.module.css'
import { useShipmentsApi } from './shipments-api'

interface ExportButtonProps {
  selected: readonly number[]
  /** The result count; null while it is not known (offline, no kept page). */
  total: number | null
  filter: ShipmentQueryFilter
  sorting: ShipmentSorting
}

type State =
  | { type: 'idle' }
  | { type: 'working'; progress: number | null }
  | { type: 'failed'; text: string }

/**
 * Spec sections 2 and 7: the selected rows, or every result when there are 1 to 1000; above 1000
 * the button is disabled with a hint. Downloaded as export.xlsx in the portal's language.
 */
export function ExportButton({ selected, total, filter, sorting }: ExportButtonProps) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useApiErrorText()
  const [state, setState] = useState<State>({ type: 'idle' })
  const online = useOnline()
  const plan = exportPlan(selected, total ?? 0)
  const disabled = plan.kind === 'tooMany' || plan.kind === 'none'

  const run = async () => {
    if (plan.kind !== 'selected' && plan.kind !== 'all') return
    setState({ type: 'working', progress: null })
    try {
      const file = await api.exportArchive(
        { sorting, filter, ...(plan.kind === 'selected' ? { orderList: plan.keys } : {}) },
        (progress) => setState({ type: 'working', progress }),
      )
      saveFile(file, 'export.xlsx')
      setState({ type: 'idle' })
    } catch (error) {
      setState({
        type: 'failed',
        text: errorText(error, t`Exports need the network. Please try again once you are online.`),
      })
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
        <span className={styles.bulkProgress}>
          <progress
            aria-label={t`Exporting`}
            {...(state.progress === null ? {} : { value: state.progress, max: 1 })}
          />
          <span role="status">{t`Preparing export.xlsx…`}</span>
        </span>
      ) : null}
      {!online && state.type !== 'failed' ? (
        // The button may be disabled offline (no count known): the user is told why.
        <p className={styles.hint}>{t`Exports need the network. Please try again once you are online.`}</p>
      ) : null}
      {plan.kind === 'tooMany' ? (
        <p className={styles.hint}>
          {t`More than ${EXPORT_MAX} shipments cannot be exported at once. Please filter the list.`}
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
