import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type ExportPlan, exportPlan } from '#domain/shipments/export-rules'
import { Button } from '#ui/components/button'
import { saveFile } from '#ui/save-file'
import { useOnline } from '#ui/use-online'
import styles from './toolbar-action.module.css'

/** What to export: the selected rows' keys, or every result of the filter. */
export type ExportScope = { kind: 'selected'; keys: number[] } | { kind: 'all'; count: number }

/** What a list screen's export button gets from its page. */
export interface ListExportProps<Filter, Sorting> {
  selected: readonly number[]
  /** The result count; null while it is not known (offline, no kept page). */
  total: number | null
  filter: Filter
  sorting: Sorting
}

interface ExportButtonProps {
  selected: readonly number[]
  /** The result count; null while it is not known (offline, no kept page). */
  total: number | null
  fileName: string
  /** The hint shown above the limit, in the list's own words ("… shipments cannot …"). */
  tooManyText: string
  /** Downloads the file, telling its progress (null while the size is unknown). */
  download: (scope: ExportScope, onProgress: (fraction: number | null) => void) => Promise<Blob>
  /** Why a download failed, for the user. */
  describeFailure: (error: unknown) => string
}

type State =
  | { type: 'idle' }
  | { type: 'working'; progress: number | null }
  | { type: 'failed'; text: string }

const scopeOf = (plan: ExportPlan, total: number): ExportScope | null =>
  plan.kind === 'selected'
    ? { kind: 'selected', keys: plan.keys }
    : plan.kind === 'all'
      ? { kind: 'all', count: total }
      : null

/**
 * Spec sections 2 and 7: the selected rows, or every result when there are 1 to 1000; above 1000
 * the button is disabled with a hint. Offline it says it needs the network and still tries when
 * pressed (it may be disabled when no count is known), and a failure says why.
 */
export function ExportButton({
  selected,
  total,
  fileName,
  tooManyText,
  download,
  describeFailure,
}: ExportButtonProps) {
  const { t } = useLingui()
  const [state, setState] = useState<State>({ type: 'idle' })
  const online = useOnline()
  const plan = exportPlan(selected, total ?? 0)
  const scope = scopeOf(plan, total ?? 0)

  const run = async () => {
    if (!scope) return
    setState({ type: 'working', progress: null })
    try {
      const file = await download(scope, (progress) => setState({ type: 'working', progress }))
      saveFile(file, fileName)
      setState({ type: 'idle' })
    } catch (error) {
      setState({ type: 'failed', text: describeFailure(error) })
    }
  }

  return (
    <div className={styles.box}>
      <Button
        variant="secondary"
        disabled={!scope}
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
          <span role="status">{t`Preparing ${fileName}…`}</span>
        </span>
      ) : null}
      {!online && state.type !== 'failed' ? (
        <p className={styles.hint}>{t`Exports need the network. Please try again once you are online.`}</p>
      ) : null}
      {plan.kind === 'tooMany' ? <p className={styles.hint}>{tooManyText}</p> : null}
      {state.type === 'failed' ? (
        <p className={styles.error} role="alert">
          {t`The export failed.`} {state.text}
        </p>
      ) : null}
    </div>
  )
}
