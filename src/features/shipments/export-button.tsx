import { useLingui } from '@lingui/react/macro'
import { EXPORT_MAX } from '#domain/limits'
import type { ShipmentQueryFilter } from '#domain/shipments/shipment-filter'
import type { ShipmentSorting } from '#domain/shipments/shipment-query'
import { ExportButton as ListExportButton, type ListExportProps } from '#ui/list/export-button'
import { useApiErrorText } from './api-error-text'
import { useShipmentsApi } from './shipments-api'

/** Spec sections 2 and 7: the archive downloaded as export.xlsx in the portal's language. */
export function ExportButton({
  filter,
  sorting,
  ...counts
}: ListExportProps<ShipmentQueryFilter, ShipmentSorting>) {
  const { t } = useLingui()
  const api = useShipmentsApi()
  const errorText = useApiErrorText()
  return (
    <ListExportButton
      {...counts}
      fileName="export.xlsx"
      tooManyText={t`More than ${EXPORT_MAX} shipments cannot be exported at once. Please filter the list.`}
      download={(scope, onProgress) =>
        api.exportArchive(
          { sorting, filter, ...(scope.kind === 'selected' ? { orderList: scope.keys } : {}) },
          onProgress,
        )
      }
      describeFailure={(error) =>
        errorText(error, t`Exports need the network. Please try again once you are online.`)
      }
    />
  )
}
