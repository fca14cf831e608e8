import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AddressEditorPage, EMPTY_ADDRESS } from '#features/addresses/address-editor-page'
import { useAddressEditing } from '#features/addresses/use-address-editing'

function CreateAddressRoute() {
  const navigate = useNavigate()
  const editing = useAddressEditing()
  return (
    <AddressEditorPage
      mode="create"
      initial={EMPTY_ADDRESS}
      savedAsStandardBilling={false}
      organization={editing.organization}
      searchLocations={editing.searchLocations}
      save={editing.save}
      onSaved={() => void navigate({ to: '/address-book' })}
    />
  )
}

export const Route = createFileRoute('/_default/_auth/address-book/create')({ component: CreateAddressRoute })
