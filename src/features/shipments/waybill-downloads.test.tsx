// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PDFDocument } from 'pdf-lib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { harnessOver } from '#api/testing/harness'
import { renderWithI18n } from '#testing/render'
import { saveFile } from '#ui/save-file'
import { BulkPrintButton } from './bulk-print-button'
import { PRINT_PROFILE_KEY } from './print/print-profile-key'
import { type ShipmentsApi, ShipmentsApiContext } from './shipments-api'
import { fakeShipmentsApi } from './testing/fake-shipments-api'
import { WaybillButton } from './waybill-button'

vi.mock('#ui/save-file', () => ({ saveFile: vi.fn() }))

beforeEach(() => {
  vi.mocked(saveFile).mockClear()
  localStorage.clear()
})

async function onePagePdf(): Promise<Blob> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100]).drawText('VK')
  return new Blob([(await pdf.save()) as BlobPart], { type: 'application/pdf' })
}

async function renderWith(element: React.ReactNode, api: ShipmentsApi) {
  await renderWithI18n(
    <ShipmentsApiContext.Provider value={api}>{element}</ShipmentsApiContext.Provider>,
    'en',
  )
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

/** The button opens the print dialog; its Print makes the file in the remembered profile. */
async function clickAndPrint(name: string | RegExp) {
  await click(name)
  const dialog = await screen.findByRole('dialog')
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }))
  })
}

describe('the waybill download (ACTIVE-044 to ACTIVE-046)', () => {
  it('saves the PDF as waybill-{key}.pdf', async () => {
    const pdf = await onePagePdf()
    await renderWith(
      <WaybillButton shipmentKey={42} />,
      fakeShipmentsApi({ waybill: vi.fn(async () => pdf) }),
    )
    await clickAndPrint('Download freight documents')
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, 'waybill-42.pdf'))
  })

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  // The waybill goes through the real API client: the failure is whatever it throws for the answer.
  it.each([
    [
      'the server’s message',
      () => json(404, { code: 404, message: 'Shipment 42 not found' }),
      'Shipment 42 not found',
    ],
    [
      '"Error!" for a server error without a message, never the client\'s English',
      () => json(500, { code: 500 }),
      'Error!',
    ],
    ['"Error!" for a blank message', () => json(400, { code: 400, message: '  ' }), 'Error!'],
    [
      '"Error!" for an error page that is not JSON',
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'Error!',
    ],
    [
      'that it needs the network when never downloaded',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'This waybill was never downloaded on this device. Downloading it needs the network.',
    ],
    [
      'that the server sent no PDF',
      () => new Response('<html>proxy error</html>', { headers: { 'content-type': 'application/pdf' } }),
      'The server did not send a PDF. Please try again later.',
    ],
  ])('a failure shows %s in small red text, and saves nothing', async (_name, answer, text) => {
    const h = harnessOver(async () => answer())
    await renderWith(
      <WaybillButton shipmentKey={42} />,
      fakeShipmentsApi({
        waybill: (key, onProgress) => h.api.shipments.downloadWaybill(key, { onProgress }),
      }),
    )
    await clickAndPrint('Download freight documents')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe(text)
    expect(alert.className).toMatch(/smallError/)
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('says its failures in small red text', () => {
    // The module's class names are stand-ins under vitest: the stylesheet itself says small and red.
    const css = readFileSync(`${import.meta.dirname}/shipments.module.css`, 'utf8')
    const rule = /\.smallError \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(rule).toContain('color: var(--colour-danger);')
    expect(Number(/font-size: ([\d.]+)rem;/.exec(rule)?.[1])).toBeLessThan(1)
  })
})

describe('the bulk print', () => {
  const three = [
    { key: 1, externalNumber: 'VK-1' },
    { key: 2, externalNumber: 'VK-2' },
    { key: 3, externalNumber: 'VK-3' },
  ]

  it('is disabled with nothing selected', async () => {
    await renderWith(<BulkPrintButton selected={[]} />, fakeShipmentsApi())
    expect((screen.getByRole('button', { name: 'Print waybills (0)' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('merges the selected waybills into one PDF of all their pages', async () => {
    const waybill = vi.fn(async (_key: number) => onePagePdf())
    await renderWith(<BulkPrintButton selected={three} />, fakeShipmentsApi({ waybill }))
    await clickAndPrint('Print waybills (3)')
    await waitFor(() => expect(saveFile).toHaveBeenCalled())
    expect(waybill.mock.calls.map(([key]) => key)).toEqual([1, 2, 3])
    const [merged, name] = vi.mocked(saveFile).mock.calls[0] as [Blob, string]
    expect(name).toMatch(/^waybills-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect((await PDFDocument.load(await merged.arrayBuffer())).getPageCount()).toBe(3)
  })

  it('prints the waybills it has and names the ones that need the network', async () => {
    const waybill = vi.fn(async (key: number) => {
      if (key === 2) throw new ApiError({ kind: 'offline', message: 'x' })
      return onePagePdf()
    })
    await renderWith(<BulkPrintButton selected={three} />, fakeShipmentsApi({ waybill }))
    await clickAndPrint('Print waybills (3)')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('2 waybills were printed')
    expect(alert.textContent).toMatch(/VK-2: .*needs the network/)
    const [merged] = vi.mocked(saveFile).mock.calls[0] as [Blob, string]
    expect((await PDFDocument.load(await merged.arrayBuffer())).getPageCount()).toBe(2)
  })

  it('prints in the remembered format: three labels on one four-up sheet', async () => {
    localStorage.setItem(
      PRINT_PROFILE_KEY,
      JSON.stringify({ format: 'a4-four', start: 1, offsetMm: { x: 0, y: 0 } }),
    )
    await renderWith(
      <BulkPrintButton selected={three} />,
      fakeShipmentsApi({ waybill: async () => onePagePdf() }),
    )
    await clickAndPrint('Print waybills (3)')
    await waitFor(() => expect(saveFile).toHaveBeenCalled())
    const [sheet] = vi.mocked(saveFile).mock.calls[0] as [Blob, string]
    const read = await PDFDocument.load(await sheet.arrayBuffer())
    expect(read.getPageCount()).toBe(1)
    expect(read.getPage(0).getWidth()).toBeCloseTo(595.28, 1)
  })

  it('names the shipment whose waybill is not a PDF and saves no file without it', async () => {
    localStorage.setItem(
      PRINT_PROFILE_KEY,
      JSON.stringify({ format: 'a6', start: 1, offsetMm: { x: 0, y: 0 } }),
    )
    const waybill = vi.fn(async (key: number) =>
      key === 2 ? new Blob(['%PDF-1.7 but nothing else'], { type: 'application/pdf' }) : onePagePdf(),
    )
    await renderWith(<BulkPrintButton selected={three} />, fakeShipmentsApi({ waybill }))
    await clickAndPrint('Print waybills (3)')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No waybill could be printed')
    expect(alert.textContent).toContain('VK-2: This waybill is not a readable PDF')
    expect(alert.textContent).toContain('VK-1: Not printed, because another waybill could not be read.')
    expect(saveFile).not.toHaveBeenCalled()
  })
})
