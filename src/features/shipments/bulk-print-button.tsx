import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PrintProfile } from '#domain/printing/print-profile'
import { Button } from '#ui/components/button'
import action from '#ui/list/toolbar-action.module.css'
import { saveFile } from '#ui/save-file'
import { UnreadableWaybillError } from './print/layout-labels'
import { PrintDialog, type PrintTarget } from './print/print-dialog'
import { buildPrintFile, type FetchedWaybill } from './print/print-file'
import styles from './shipments.module.css'
import { useShipmentsApi } from './shipments-api'
import { useWaybillErrorText } from './waybill-button'

type State =
  | { type: 'idle' }
  | { type: 'working'; done: number; total: number }
  | { type: 'finished'; missing: { number: string; text: string }[]; printed: number }

/**
 * Prints the selected shipments' waybills as one PDF made in the browser, in the label format the
 * print dialog remembers for this workstation. Waybills kept on this device are used offline; one
 * that cannot be had is named, and the others still print.
 */
export function BulkPrintButton({ selected }: { selected: readonly PrintTarget[] }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useWaybillErrorText()
  const [state, setState] = useState<State>({ type: 'idle' })
  const [choosing, setChoosing] = useState(false)

  const print = async (profile: PrintProfile) => {
    setChoosing(false)
    const fetched: FetchedWaybill[] = []
    const missing: { number: string; text: string }[] = []
    setState({ type: 'working', done: 0, total: selected.length })
    for (const [index, shipment] of selected.entries()) {
      try {
        fetched.push({
          key: shipment.key,
          label: shipment.externalNumber,
          pdf: await api.waybill(shipment.key),
        })
      } catch (error) {
        missing.push({ number: shipment.externalNumber, text: errorText(error) })
      }
      setState({ type: 'working', done: index + 1, total: selected.length })
    }
    try {
      if (fetched.length > 0) {
        const file = await buildPrintFile(fetched, profile)
        saveFile(file.blob, file.name)
      }
      setState({ type: 'finished', missing, printed: fetched.length })
    } catch (error) {
      // Nothing is saved then: a file without one of the labels asked for would be missed.
      const unreadable = error instanceof UnreadableWaybillError ? error.label : null
      setState({
        type: 'finished',
        missing: [
          ...missing,
          ...fetched.map((waybill) => ({
            number: waybill.label,
            text:
              unreadable === null
                ? t`Error!`
                : waybill.label === unreadable
                  ? t`This waybill is not a readable PDF. Please download it again later.`
                  : t`Not printed, because another waybill could not be read.`,
          })),
        ],
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
        onClick={() => setChoosing(true)}
        aria-haspopup="dialog"
      >
        {t`Print waybills (${count})`}
      </Button>
      <PrintDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        targets={selected}
        onPrint={(profile) => void print(profile)}
      />
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
