// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import {
  EMPTY_STANDING_ORDER_FILTER,
  STANDING_ORDER_DEFAULT_SORTING,
  toQueryFilter,
} from '#domain/standing-orders/standing-order-query'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { alertAfterPressing } from '#testing/user-events'
import { ExportButton } from './export-button'
import { StandingOrdersApiContext } from './standing-orders-api'
import { fakeStandingOrdersApi } from './testing/fake-standing-orders-api'

/**
 * The standing orders export whose download fails with the ApiError the API throws: a timeout is
 * a server that did not answer, never "Exports need the network" (issue 20, item 6).
 */
const de = (message: string) => translation('de', message)
const NEEDS_NETWORK = 'Exports need the network. Please try again once you are online.'

async function exportFailingWith(error: ApiError) {
  const api = fakeStandingOrdersApi({ exportOrders: vi.fn().mockRejectedValue(error) })
  await renderWithI18n(
    <StandingOrdersApiContext.Provider value={api}>
      <ExportButton
        selected={[]}
        total={3}
        filter={toQueryFilter(EMPTY_STANDING_ORDER_FILTER)}
        sorting={STANDING_ORDER_DEFAULT_SORTING}
      />
    </StandingOrdersApiContext.Provider>,
  )
  return alertAfterPressing(de('Export'))
}

describe('the standing orders export when the server cannot be reached (issue 20, item 6)', () => {
  it('a timeout says the server is not answering, not that exports need the network', async () => {
    const text = await exportFailingWith(
      new ApiError({ kind: 'timeout', message: 'The server did not answer in time' }),
    )
    expect(text).toBe(
      `${de('The export failed.')} ${de('The server is not answering right now. Please try again in a moment.')}`,
    )
    expect(text).not.toContain(de(NEEDS_NETWORK))
    expect(text.toLowerCase()).not.toContain('offline')
  })

  it('a failed fetch (no network) still says exports need the network', async () => {
    const text = await exportFailingWith(
      new ApiError({ kind: 'offline', message: 'The server could not be reached' }),
    )
    expect(text).toBe(`${de('The export failed.')} ${de(NEEDS_NETWORK)}`)
  })
})
