import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../features/shell/page-states'

function ProfilePage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Edit profile`} />
}

export const Route = createFileRoute('/_default/_auth/profile/')({ component: ProfilePage })
