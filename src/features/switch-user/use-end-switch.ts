import { useState } from 'react'

/**
 * "End user switch" as a button runs it: busy until the page reloads as the login, and a failure
 * (the marker stays) shown so the user can try again. Shared by the dashboard widget and the strip
 * under the header.
 */
export function useEndSwitch(onEnd: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const end = async () => {
    setFailed(false)
    setBusy(true)
    try {
      await onEnd()
    } catch {
      setBusy(false)
      setFailed(true)
    }
  }
  return { busy, failed, end }
}
