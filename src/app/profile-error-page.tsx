import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { reachability } from '#api/errors'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'

/**
 * The profile could not be loaded (server error, offline, or a server that did not answer in time)
 * before it was ever loaded on this device. `error` is what the route's guard threw.
 */
export function ProfileErrorPage({ error }: { error?: unknown }) {
  const { t } = useLingui()
  const router = useRouter()
  const unreached = navigator.onLine ? reachability(error) : 'offline'
  return (
    <section>
      <Notice tone="error">
        {unreached === 'offline'
          ? t`You are offline, and this device has not loaded your account yet. Please connect and try again.`
          : unreached === 'slow'
            ? t`The server is not answering right now, and this device has not loaded your account yet. Please try again in a moment.`
            : t`Your account data could not be loaded. Please try again.`}
      </Notice>
      <Button onClick={() => void router.invalidate()}>{t`Try again`}</Button>
    </section>
  )
}
