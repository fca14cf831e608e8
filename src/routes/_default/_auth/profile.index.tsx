import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useScopeRefresh } from '#app/use-scope-refresh'
import { PlaceholderPage } from '#features/shell/page-states'

function ProfilePage() {
  const { t } = useLingui()
  useScopeRefresh('profile')
  return <PlaceholderPage title={t`Edit profile`} />
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfilePage })
