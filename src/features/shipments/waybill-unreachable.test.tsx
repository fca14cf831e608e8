// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { translation } from '#testing/catalog'
import { renderWithI18n } from '#testing/render'
import { click } from '#testing/user-events'
import { saveFile } from '#ui/save-file'
import { BulkPrintButton } from './bulk-print-button'
import { ShipmentsApiContext } from './shipments-api'
import { fakeShipmentsApi } from './testing/fake-shipments-api'
import { WaybillButton } from './waybill-button'

vi.mock('#ui/save-file', () => ({ saveFile: vi.fn() }))

/**
 * A waybill this device never downloaded, whose download fails with the ApiError the API throws:
 * a timeout is a server that did not answer, never "Downloading it needs the network" (issue 20,
 * item 6).
 */
const de = (message: string) => translation('de', message)
const SLOW =
  'The server is not answering right now, and this waybill was never downloaded on this device. Please try again in a moment.'
const NEEDS_NETWORK = 'This waybill was never downloaded on this device. Downloading it needs the network.'
const timeout = () => new ApiError({ kind: 'timeout', message: 'The server did not answer in time' })
const offline = () => new ApiError({ kind: 'offline', message: 'The server could not be reached' })

/** Renders `element` over an API whose every waybill download fails with `error`. */
async function renderFailingWith(error: ApiError, element: ReactElement) {
  const api = fakeShipmentsApi({ waybill: vi.fn().mockRejectedValue(error) })
  await renderWithI18n(<ShipmentsApiContext.Provider value={api}>{element}</ShipmentsApiContext.Provider>)
}

/** Presses `name`, then the print dialog's Print (the remembered profile, A4 as sent), and reads the alert. */
async function alertAfterPrinting(name: string): Promise<string> {
  await click(screen.getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog')
  await click(within(dialog).getByRole('button', { name: de('Print') }))
  return (await screen.findByRole('alert')).textContent ?? ''
}

async function downloadFailingWith(error: ApiError) {
  await renderFailingWith(error, <WaybillButton shipmentKey={42} />)
  return alertAfterPrinting(de('Download freight documents'))
}

describe('the waybill download when the server cannot be reached (issue 20, item 6)', () => {
  it('a timeout says the server is not answering, not that the download needs the network', async () => {
    const text = await downloadFailingWith(timeout())
    expect(text).toBe(de(SLOW))
    expect(text).not.toContain(de(NEEDS_NETWORK))
    expect(text.toLowerCase()).not.toContain('offline')
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('a failed fetch (no network) still says the download needs the network', async () => {
    expect(await downloadFailingWith(offline())).toBe(de(NEEDS_NETWORK))
  })

  it('the bulk print names a waybill whose download timed out with the slow-server text', async () => {
    await renderFailingWith(timeout(), <BulkPrintButton selected={[{ key: 2, externalNumber: 'VK-2' }]} />)
    const text = await alertAfterPrinting(de('Print waybills ({count})').replace('{count}', '1'))
    expect(text).toContain(`VK-2: ${de(SLOW)}`)
    expect(text).not.toContain(de(NEEDS_NETWORK))
  })
})
