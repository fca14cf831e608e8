import { useLingui } from '@lingui/react/macro'
import { isApiError, reachability } from '#api/errors'

/**
 * The user's words for a failed online call; `needsNetwork` names what could not be done offline,
 * `serverSlow` the same when the server did not answer in time (the device may well be online).
 */
export function useApiErrorText(): (error: unknown, needsNetwork: string, serverSlow?: string) => string {
  const { t } = useLingui()
  return (error, needsNetwork, serverSlow) => {
    const unreached = reachability(error)
    if (unreached === 'offline') return needsNetwork
    if (unreached === 'slow')
      return serverSlow ?? t`The server is not answering right now. Please try again in a moment.`
    if (isApiError(error) && error.kind === 'payload') {
      return t`The server sent data the portal cannot read. Please try again later.`
    }
    return t`An error occurred. Please try again.`
  }
}
