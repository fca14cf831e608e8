import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useLiveQuery } from 'dexie-react-hooks'
import { useAddressEditing } from '../../../app/use-address-editing'
import { db } from '../../../db/instance'
import { AddressEditorPage } from '../../../features/addresses/address-editor-page'
import { LoadingPage } from '../../../features/shell/page-states'
import { Notice } from '../../../ui/components/notice'

function EditAddressRoute() {
  const { t } = useLingui()
  const { address } = Route.useParams()
  const { services } = Route.useRouteContext()
  const navigate = useNavigate()
  const editing = useAddressEditing()
  const id = Number(address)
  const row = useLiveQuery(async () => (await db.addresses.get([services.account(), id])) ?? null, [id])
  if (row === undefined) return <LoadingPage />
  if (row === null) return <Notice tone="error">{t`This address is not in your address book.`}</Notice>
  const { label: _label, locationObject: _location, ...input } = row.address
  return (
    <AddressEditorPage
      mode="edit"
      initial={input}
      savedAsStandardBilling={row.address.standardBillingAddress}
      organization={editing.organization}
      searchLocations={editing.searchLocations}
      save={editing.save}
      onSaved={() => {
        // Spec section 2: after an edit the profile is reloaded (its standard addresses may change).
        void services.profile.reload().catch(() => undefined)
        void navigate({ to: '/address-book' })
      }}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/address-book/$address/edit')({
  component: EditAddressRoute,
})
