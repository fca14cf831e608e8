import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError, reachability, serverMessage } from '#api/errors'
import type { PrintProfile } from '#domain/printing/print-profile'
import { Button } from '#ui/components/button'
import { saveFile } from '#ui/save-file'
import { UnreadableWaybillError } from './print/layout-labels'
import { PrintDialog } from './print/print-dialog'
import { buildPrintFile } from './print/print-file'
import styles from './shipments.module.css'
import { useShipmentsApi } from './shipments-api'

type State =
  | { type: 'idle' }
  | { type: 'loading'; progress: number | null }
  | { type: 'failed'; text: string }

/** The waybill's failure text: the server's message, "Error!" without one (spec section 8). */
export function useWaybillErrorText(): (error: unknown) => string {
  const { t } = useLingui()
  return (error) => {
    const unreached = reachability(error)
    if (unreached === 'offline')
      return t`This waybill was never downloaded on this device. Downloading it needs the network.`
    if (unreached === 'slow')
      return t`The server is not answering right now, and this waybill was never downloaded on this device. Please try again in a moment.`
    if (isApiError(error) && error.kind === 'payload')
      return t`The server did not send a PDF. Please try again later.`
    return serverMessage(error) ?? t`Error!`
  }
}

/**
 * Downloads the freight documents as waybill-{key}.pdf in the label format the print dialog
 * remembers for this workstation; a kept copy prints offline.
 */
export function WaybillButton({
  shipmentKey,
  shipmentNumber,
}: {
  shipmentKey: number
  shipmentNumber?: string
}) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useWaybillErrorText()
  const [state, setState] = useState<State>({ type: 'idle' })
  const [choosing, setChoosing] = useState(false)
  const label = shipmentNumber ?? String(shipmentKey)

  const download = async (profile: PrintProfile) => {
    setChoosing(false)
    setState({ type: 'loading', progress: null })
    try {
      const pdf = await api.waybill(shipmentKey, (progress) => setState({ type: 'loading', progress }))
      const file = await buildPrintFile([{ key: shipmentKey, label, pdf }], profile)
      saveFile(file.blob, file.name)
      setState({ type: 'idle' })
    } catch (error) {
      setState({
        type: 'failed',
        text:
          error instanceof UnreadableWaybillError
            ? t`This waybill is not a readable PDF. Please download it again later.`
            : errorText(error),
      })
    }
  }

  return (
    <div className={styles.waybill}>
      <Button
        variant="secondary"
        onClick={() => setChoosing(true)}
        busy={state.type === 'loading'}
        aria-haspopup="dialog"
      >
        {t`Download freight documents`}
      </Button>
      <PrintDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        targets={[{ key: shipmentKey, externalNumber: label }]}
        onPrint={(profile) => void download(profile)}
      />
      {state.type === 'loading' ? (
        <progress
          className={styles.progress}
          aria-label={t`Downloading the waybill`}
          {...(state.progress === null ? {} : { value: state.progress, max: 1 })}
        />
      ) : null}
      {state.type === 'failed' ? (
        <p className={styles.smallError} role="alert">
          {state.text}
        </p>
      ) : null}
    </div>
  )
}
