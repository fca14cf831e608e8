import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../../../features/addresses/address-book-page'

function AddressBookRoute() {
  const { services } = Route.useRouteContext()
  return <AddressBookPage account={services.account()} />
}

export const Route = createFileRoute('/_default/_auth/address-book/')({ component: AddressBookRoute })
