import type { Http } from '#api/client'
import type { ArchiveExportQuery, StandingOrderExportQuery } from '#api/list-query'
import { type QueryObject, toSearchParams } from '#api/query'
import { type CallOptions, requestBlob, requestJson, withSignal } from '#api/request'
import { WaybillTokenSchema } from '#api/schemas/shipment'

/** Binary downloads: spreadsheets and waybill PDFs. Saving them under a file name is the UI's. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** filter[orderList] = the selected keys joined by commas (spec section 7). */
function exportFilter<F extends QueryObject>(
  filter: F | undefined,
  orderList: readonly number[] | undefined,
) {
  return { ...filter, orderList: orderList && orderList.length > 0 ? orderList.join(',') : undefined }
}

/** Saved as export.xlsx. More than 1000 rows, or none, is a 422 the UI explains. */
export function exportArchive(
  { api }: Http,
  query: ArchiveExportQuery,
  options?: CallOptions,
): Promise<Blob> {
  const searchParams = toSearchParams({
    sorting: query.sorting,
    filter: exportFilter(query.filter, query.orderList),
    locale: query.locale,
  })
  return requestBlob(() =>
    api.get(
      'shipments/archive/export',
      withSignal(options, { searchParams, headers: { Accept: XLSX_TYPE } }),
    ),
  )
}

/** Decisions: the list's query plus filter[orderList] and count; saved as standing-orders.xlsx. */
export function exportStandingOrders(
  { api }: Http,
  query: StandingOrderExportQuery,
  options?: CallOptions,
): Promise<Blob> {
  const searchParams = toSearchParams({
    count: query.count,
    sorting: query.sorting,
    filter: exportFilter(query.filter, query.orderList),
    locale: query.locale,
  })
  return requestBlob(() =>
    api.get('standing-order/export', withSignal(options, { searchParams, headers: { Accept: XLSX_TYPE } })),
  )
}

/**
 * Two steps (spec section 7): a token, then the PDF bought with it. The body is JSON sent as
 * application/pdf, as the spec and the fixture have it. Saved as waybill-{key}.pdf.
 */
export async function downloadWaybill({ api }: Http, key: number, options?: CallOptions): Promise<Blob> {
  const token = await requestJson(
    () => api.get(`shipments/${key}/request-waybill`, withSignal(options)),
    WaybillTokenSchema,
    (data) => data.token,
  )
  return requestBlob(() =>
    api.post(
      `shipments/${key}/waybill`,
      withSignal(options, {
        body: JSON.stringify({ token }),
        headers: { 'Content-Type': 'application/pdf', Accept: 'application/pdf' },
      }),
    ),
  )
}
