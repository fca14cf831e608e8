import { createFileRoute } from '@tanstack/react-router'
import { AddressImportApiContext } from '#features/addresses/import/import-api'
import { ImportPage } from '#features/addresses/import/import-page'
import { useAddressImportAdapter } from '#features/addresses/import/use-import-adapter'
import { useScopeRefresh } from '#services/use-scope-refresh'

function ImportAddressesRoute() {
  // Duplicates are judged against the address book: it is refreshed as the screen opens.
  useScopeRefresh('addresses')
  const api = useAddressImportAdapter()
  return (
    <AddressImportApiContext.Provider value={api}>
      <ImportPage />
    </AddressImportApiContext.Provider>
  )
}

export const Route = createFileRoute('/_default/_auth/address-book/import')({
  component: ImportAddressesRoute,
})
