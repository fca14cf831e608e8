import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function RegisterUserPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Register: your details`} />
}

export const Route = createFileRoute('/_default/register/')({ component: RegisterUserPage })
