import { useLingui } from '@lingui/react/macro'
import { Notice } from '#ui/components/notice'
import { useApiErrorText } from './api-error-text'

/** What a popup says while its detail loads, or when loading failed but a copy is on the device. */
export function DetailStatus({ error, hasCopy }: { error: unknown; hasCopy: boolean }) {
  const { t } = useLingui()
  const errorText = useApiErrorText()
  if (!error) return null
  const text = errorText(
    error,
    hasCopy
      ? t`You are offline: this is the copy kept on this device.`
      : t`This shipment has not been opened on this device yet. Its details need the network.`,
    hasCopy
      ? t`The server is not answering right now: this is the copy kept on this device.`
      : t`The server is not answering right now, and this shipment has not been opened on this device yet. Please try again in a moment.`,
  )
  return <Notice tone={hasCopy ? 'info' : 'error'}>{text}</Notice>
}
