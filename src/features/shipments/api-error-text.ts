import { useLingui } from '@lingui/react/macro'
import { isApiError, isOffline } from '#api/errors'

/** The user's words for a failed online call; `needsNetwork` names what could not be done offline. */
export function useApiErrorText(): (error: unknown, needsNetwork: string) => string {
  const { t } = useLingui()
  return (error, needsNetwork) => {
    if (isOffline(error)) return needsNetwork
    if (isApiError(error) && error.kind === 'payload') {
      return t`The server sent data the portal cannot read. Please try again later.`
    }
    return t`An error occurred. Please try again.`
  }
}
