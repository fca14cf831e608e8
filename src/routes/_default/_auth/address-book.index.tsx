import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AddressBookPage } from '../../../features/addresses/address-book-page'

function AddressBookRoute() {
  const { services } = Route.useRouteContext()
  useEffect(() => services.sync.refresh('addresses'), [services])
  return <AddressBookPage account={services.account()} />
}

export const Route = createFileRoute('/_default/_auth/address-book/')({ component: AddressBookRoute })
