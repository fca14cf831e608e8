import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '#features/shell/page-states'

function RegisteredPage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Registration complete`} />
}

export const Route = createFileRoute('/_default/registered')({ component: RegisteredPage })
