import { useLingui } from '@lingui/react/macro'
import { isApiError, reachability } from '#api/errors'
import { EXPORT_MAX } from '#domain/limits'
import type {
  StandingOrderQueryFilter,
  StandingOrderSorting,
} from '#domain/standing-orders/standing-order-query'
import { ExportButton as ListExportButton, type ListExportProps } from '#ui/list/export-button'
import { useStandingOrdersApi } from './standing-orders-api'

/** Decisions: the file's name, whatever the server calls it. */
export const EXPORT_FILE_NAME = 'standing-orders.xlsx'

/**
 * Spec section 2 and decisions: the selected rows, else every result of the filter (1 to 1000),
 * in the list's order, downloaded as standing-orders.xlsx.
 */
export function ExportButton({
  filter,
  sorting,
  ...counts
}: ListExportProps<StandingOrderQueryFilter, StandingOrderSorting>) {
  const { t } = useLingui()
  const api = useStandingOrdersApi()

  const describeFailure = (error: unknown) => {
    const unreached = reachability(error)
    if (unreached === 'offline') return t`Exports need the network. Please try again once you are online.`
    if (unreached === 'slow') return t`The server is not answering right now. Please try again in a moment.`
    if (isApiError(error) && error.kind === 'payload') {
      return t`The server sent data the portal cannot read. Please try again later.`
    }
    return t`An error occurred. Please try again.`
  }

  return (
    <ListExportButton
      {...counts}
      fileName={EXPORT_FILE_NAME}
      tooManyText={t`More than ${EXPORT_MAX} standing orders cannot be exported at once. Please filter the list.`}
      download={(scope, onProgress) =>
        api.exportOrders(
          scope.kind === 'selected'
            ? { sorting, filter, orderList: scope.keys, count: scope.keys.length }
            : { sorting, filter, count: scope.count },
          onProgress,
        )
      }
      describeFailure={describeFailure}
    />
  )
}
