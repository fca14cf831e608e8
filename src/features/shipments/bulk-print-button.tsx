import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '#ui/components/button'
import action from '#ui/list/toolbar-action.module.css'
import { saveFile } from '#ui/save-file'
import { mergeWaybills } from './merge-waybills'
import styles from './shipments.module.css'
import { useShipmentsApi } from './shipments-api'
import { useWaybillErrorText } from './waybill-button'

interface Selected {
  key: number
  externalNumber: string
}

type State =
  | { type: 'idle' }
  | { type: 'working'; done: number; total: number }
  | { type: 'finished'; missing: { number: string; text: string }[]; printed: number }

/**
 * Prints the selected shipments' waybills as one PDF merged in the browser. Waybills kept on this
 * device are used offline; one that cannot be had is named, and the others still print.
 */
export function BulkPrintButton({ selected }: { selected: readonly Selected[] }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useWaybillErrorText()
  const [state, setState] = useState<State>({ type: 'idle' })

  const print = async () => {
    const pdfs: Blob[] = []
    const missing: { number: string; text: string }[] = []
    setState({ type: 'working', done: 0, total: selected.length })
    for (const [index, shipment] of selected.entries()) {
      try {
        pdfs.push(await api.waybill(shipment.key))
      } catch (error) {
        missing.push({ number: shipment.externalNumber, text: errorText(error) })
      }
      setState({ type: 'working', done: index + 1, total: selected.length })
    }
    try {
      if (pdfs.length > 0) saveFile(await mergeWaybills(pdfs), 'waybills.pdf')
      setState({ type: 'finished', missing, printed: pdfs.length })
    } catch {
      setState({
        type: 'finished',
        missing: selected.map((shipment) => ({ number: shipment.externalNumber, text: t`Error!` })),
        printed: 0,
      })
    }
  }

  const count = selected.length
  return (
    <div className={action.box}>
      <Button
        variant="secondary"
        disabled={count === 0}
        busy={state.type === 'working'}
        onClick={() => void print()}
      >
        {t`Print waybills (${count})`}
      </Button>
      {state.type === 'working' ? (
        <span className={action.progress}>
          <progress value={state.done} max={state.total} aria-label={t`Collecting waybills`} />
          <span role="status">{t`${state.done} of ${state.total} waybills`}</span>
        </span>
      ) : null}
      {state.type === 'finished' && state.missing.length > 0 ? (
        <div className={styles.smallError} role="alert">
          <p>
            {state.printed > 0
              ? t`${state.printed} waybills were printed. These could not be added:`
              : t`No waybill could be printed:`}
          </p>
          <ul>
            {state.missing.map((entry) => (
              <li key={entry.number}>
                {entry.number}: {entry.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
