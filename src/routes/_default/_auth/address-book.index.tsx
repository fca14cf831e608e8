import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '#features/addresses/address-book-page'
import { useScopeRefresh } from '#services/use-scope-refresh'

function AddressBookRoute() {
  const { services } = Route.useRouteContext()
  useScopeRefresh('addresses')
  return <AddressBookPage account={services.account()} />
}

export const Route = createFileRoute('/_default/_auth/address-book/')({ component: AddressBookRoute })
