import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAddress } from '#db/queries/addresses'
import { useRefusal } from '#db/queries/outbox'
import { AddressEditorPage } from '#features/addresses/address-editor-page'
import { useAddressEditing } from '#features/addresses/use-address-editing'
import { useAddressForEdit } from '#features/addresses/use-address-for-edit'
import { LoadingPage } from '#features/shell/page-states'
import { Notice } from '#ui/components/notice'

const isOnline = () => navigator.onLine

function EditAddressRoute() {
  const { t } = useLingui()
  const { address } = Route.useParams()
  const { services } = Route.useRouteContext()
  const navigate = useNavigate()
  const editing = useAddressEditing()
  const id = Number(address)
  const account = services.account()
  // The server's reason for refusing the change still waiting on this address, if it refused it.
  const pendingSeq = useAddress(account, id)?.pendingSeq ?? null
  const refusal = useRefusal(account, pendingSeq)
  const loaded = useAddressForEdit({
    account,
    id,
    fetchAddress: editing.fetchAddress,
    online: isOnline,
  })
  if (loaded.status === 'loading') return <LoadingPage />
  if (loaded.status === 'missing')
    return <Notice tone="error">{t`This address is not in your address book.`}</Notice>
  const { label: _label, locationObject: _location, ...input } = loaded.address
  return (
    <AddressEditorPage
      mode="edit"
      initial={input}
      savedAsStandardBilling={loaded.address.standardBillingAddress}
      organization={editing.organization}
      searchLocations={editing.searchLocations}
      save={editing.save}
      onSaved={() => void navigate({ to: '/address-book' })}
      refusal={refusal}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/address-book/$address/edit')({
  component: EditAddressRoute,
})
