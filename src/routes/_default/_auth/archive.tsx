import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PlaceholderPage } from '#features/shell/page-states'

function ArchivePage() {
  const { t } = useLingui()
  return <PlaceholderPage title={t`Archive`} />
}

export const Route = createFileRoute('/_default/_auth/archive')({
  validateSearch: v.object({ initialDate: v.optional(v.pipe(v.string(), v.isoDate())) }),
  component: ArchivePage,
})
