// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { PDFDocument } from 'pdf-lib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#api/errors'
import { renderWithI18n } from '#testing/render'
import { saveFile } from '#ui/save-file'
import { BulkPrintButton } from './bulk-print-button'
import { type ShipmentsApi, ShipmentsApiContext } from './shipments-api'
import { fakeShipmentsApi } from './testing/fake-shipments-api'
import { WaybillButton } from './waybill-button'

vi.mock('#ui/save-file', () => ({ saveFile: vi.fn() }))

beforeEach(() => {
  vi.mocked(saveFile).mockClear()
})

async function onePagePdf(): Promise<Blob> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
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

describe('the waybill download (ACTIVE-044 to ACTIVE-046)', () => {
  it('saves the PDF as waybill-{key}.pdf', async () => {
    const pdf = await onePagePdf()
    await renderWith(
      <WaybillButton shipmentKey={42} />,
      fakeShipmentsApi({ waybill: vi.fn(async () => pdf) }),
    )
    await click('Download freight documents')
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, 'waybill-42.pdf'))
  })

  it.each([
    [
      'the server’s message',
      new ApiError({
        kind: 'http',
        status: 404,
        message: 'Shipment 42 not found',
        body: { code: 404, message: 'Shipment 42 not found' },
      }),
      'Shipment 42 not found',
    ],
    ['"Error!" without one', new Error('boom'), 'Error!'],
    [
      '"Error!" for a server error without a message, never the client\'s English',
      new ApiError({ kind: 'http', status: 500, message: 'The server answered 500' }),
      'Error!',
    ],
    [
      'that it needs the network when never downloaded',
      new ApiError({ kind: 'offline', message: 'x' }),
      /needs the network/,
    ],
    ['that the server sent no PDF', new ApiError({ kind: 'payload', message: 'x' }), /did not send a PDF/],
  ])('a failure shows %s in small red text, and saves nothing', async (_name, error, text) => {
    await renderWith(
      <WaybillButton shipmentKey={42} />,
      fakeShipmentsApi({ waybill: vi.fn().mockRejectedValue(error) }),
    )
    await click('Download freight documents')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(text)
    expect(saveFile).not.toHaveBeenCalled()
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
    await click('Print waybills (3)')
    await waitFor(() => expect(saveFile).toHaveBeenCalled())
    expect(waybill.mock.calls.map(([key]) => key)).toEqual([1, 2, 3])
    const [merged, name] = vi.mocked(saveFile).mock.calls[0] as [Blob, string]
    expect(name).toBe('waybills.pdf')
    expect((await PDFDocument.load(await merged.arrayBuffer())).getPageCount()).toBe(3)
  })

  it('prints the waybills it has and names the ones that need the network', async () => {
    const waybill = vi.fn(async (key: number) => {
      if (key === 2) throw new ApiError({ kind: 'offline', message: 'x' })
      return onePagePdf()
    })
    await renderWith(<BulkPrintButton selected={three} />, fakeShipmentsApi({ waybill }))
    await click('Print waybills (3)')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('2 waybills were printed')
    expect(alert.textContent).toMatch(/VK-2: .*needs the network/)
    const [merged] = vi.mocked(saveFile).mock.calls[0] as [Blob, string]
    expect((await PDFDocument.load(await merged.arrayBuffer())).getPageCount()).toBe(2)
  })
})
