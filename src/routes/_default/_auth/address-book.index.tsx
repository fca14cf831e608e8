import { createFileRoute } from '@tanstack/react-router'
import { useScopeRefresh } from '#app/use-scope-refresh'
import { AddressBookPage } from '#features/addresses/address-book-page'

function AddressBookRoute() {
  const { services } = Route.useRouteContext()
  useScopeRefresh('addresses')
  return <AddressBookPage account={services.account()} />
}

export const Route = createFileRoute('/_default/_auth/address-book/')({ component: AddressBookRoute })
