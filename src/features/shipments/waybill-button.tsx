import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isApiError, reachability, serverMessage } from '#api/errors'
import { Button } from '#ui/components/button'
import { saveFile } from '#ui/save-file'
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

/** Downloads the freight documents as waybill-{key}.pdf; a kept copy opens offline. */
export function WaybillButton({ shipmentKey }: { shipmentKey: number }) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useWaybillErrorText()
  const [state, setState] = useState<State>({ type: 'idle' })

  const download = async () => {
    setState({ type: 'loading', progress: null })
    try {
      const pdf = await api.waybill(shipmentKey, (progress) => setState({ type: 'loading', progress }))
      saveFile(pdf, `waybill-${shipmentKey}.pdf`)
      setState({ type: 'idle' })
    } catch (error) {
      setState({ type: 'failed', text: errorText(error) })
    }
  }

  return (
    <div className={styles.waybill}>
      <Button variant="secondary" onClick={() => void download()} busy={state.type === 'loading'}>
        {t`Download freight documents`}
      </Button>
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
