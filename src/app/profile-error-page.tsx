import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Button } from '#ui/components/button'
import { Notice } from '#ui/components/notice'

/** The profile could not be loaded (server error, or offline before it was ever loaded). */
export function ProfileErrorPage() {
  const { t } = useLingui()
  const router = useRouter()
  return (
    <section>
      <Notice tone="error">
        {navigator.onLine
          ? t`Your account data could not be loaded. Please try again.`
          : t`You are offline, and this device has not loaded your account yet. Please connect and try again.`}
      </Notice>
      <Button onClick={() => void router.invalidate()}>{t`Try again`}</Button>
    </section>
  )
}
