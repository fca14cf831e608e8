import type { Options } from 'ky'
import type { Http } from '#api/client'
import { payloadError } from '#api/errors'
import type { ArchiveExportQuery, StandingOrderExportQuery } from '#api/list-query'
import { type QueryObject, toSearchParams } from '#api/query'
import { type CallOptions, requestBlob, requestJson, send, withSignal } from '#api/request'
import { WaybillTokenSchema } from '#api/schemas/shipment'

/** Binary downloads: spreadsheets and waybill PDFs. Saving them under a file name is the UI's. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const PDF_TYPE = 'application/pdf'

export interface DownloadOptions extends CallOptions {
  /** Called as the body arrives: the share received (0 to 1), or null when the size is unknown. */
  onProgress?: (fraction: number | null) => void
}

function withProgress(options: DownloadOptions | undefined, extra: Options): Options {
  const init = withSignal(options, extra)
  const report = options?.onProgress
  if (!report) return init
  return {
    ...init,
    onDownloadProgress: (progress) => report(progress.totalBytes > 0 ? progress.percent : null),
  }
}

/** '%PDF' at the start: a proxy's error page or a JSON answer must never be saved as a waybill. */
async function startsAsPdf(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer())
  return String.fromCharCode(...head) === '%PDF'
}

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
  options?: DownloadOptions,
): Promise<Blob> {
  const searchParams = toSearchParams({
    sorting: query.sorting,
    filter: exportFilter(query.filter, query.orderList),
    locale: query.locale,
  })
  return requestBlob(() =>
    api.get(
      'shipments/archive/export',
      withProgress(options, { searchParams, headers: { Accept: XLSX_TYPE } }),
    ),
  )
}

/** Decisions: the list's query plus filter[orderList] and count; saved as standing-orders.xlsx. */
export function exportStandingOrders(
  { api }: Http,
  query: StandingOrderExportQuery,
  options?: DownloadOptions,
): Promise<Blob> {
  const searchParams = toSearchParams({
    count: query.count,
    sorting: query.sorting,
    filter: exportFilter(query.filter, query.orderList),
    locale: query.locale,
  })
  return requestBlob(() =>
    api.get('standing-order/export', withProgress(options, { searchParams, headers: { Accept: XLSX_TYPE } })),
  )
}

/**
 * Two steps (spec section 7): a token, then the PDF bought with it. The body is JSON sent as
 * application/pdf, as the spec and the fixture have it. Saved as waybill-{key}.pdf.
 */
export async function downloadWaybill({ api }: Http, key: number, options?: DownloadOptions): Promise<Blob> {
  const token = await requestJson(
    () => api.get(`shipments/${key}/request-waybill`, withSignal(options)),
    WaybillTokenSchema,
    (data) => data.token,
  )
  const response = await send(() =>
    api.post(
      `shipments/${key}/waybill`,
      withProgress(options, {
        body: JSON.stringify({ token }),
        headers: { 'Content-Type': PDF_TYPE, Accept: PDF_TYPE },
      }),
    ),
  )
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().startsWith(PDF_TYPE)) {
    throw payloadError(`The waybill came as ${type || 'an unnamed type'}, not as a PDF`)
  }
  const blob = await requestBlob(async () => response)
  if (!(await startsAsPdf(blob))) throw payloadError('The waybill is not a PDF file')
  return new Blob([blob], { type: PDF_TYPE })
}
