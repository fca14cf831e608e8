// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PrintProfile } from '#domain/printing/print-profile'
import { ShipmentsApiContext } from '#features/shipments/shipments-api'
import { fakeShipmentsApi } from '#features/shipments/testing/fake-shipments-api'
import { renderWithI18n } from '#testing/render'
import { saveFile } from '#ui/save-file'
import { PrintDialog, type PrintTarget } from './print-dialog'
import { PRINT_PROFILE_KEY } from './print-profile-key'

vi.mock('#ui/save-file', () => ({ saveFile: vi.fn() }))

const three: PrintTarget[] = [
  { key: 1, externalNumber: 'VK-1' },
  { key: 2, externalNumber: 'VK-2' },
  { key: 3, externalNumber: 'VK-3' },
]

let online = true
beforeEach(() => {
  localStorage.clear()
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function openDialog(options: { kept?: number[]; targets?: PrintTarget[] } = {}) {
  const onPrint = vi.fn<(profile: PrintProfile) => void>()
  const api = fakeShipmentsApi({ keptWaybillKeys: vi.fn(async () => new Set(options.kept ?? [])) })
  const view = await renderWithI18n(
    <ShipmentsApiContext.Provider value={api}>
      <PrintDialog open onClose={() => undefined} targets={options.targets ?? three} onPrint={onPrint} />
    </ShipmentsApiContext.Provider>,
    'en',
  )
  await screen.findByRole('dialog', { name: 'Print 3 waybills' })
  return { onPrint, view }
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement
const startGroup = () => screen.queryByRole('radiogroup', { name: 'First free label on the sheet' })

async function choose(name: string) {
  await act(async () => {
    fireEvent.click(radio(name))
  })
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })
}

describe('the print dialog', () => {
  it('opens on A4 as sent with Print focused: Enter, Enter prints as before', async () => {
    const { onPrint } = await openDialog()
    expect(radio('A4 as sent').checked).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Print' })))
    await press('Print')
    expect(onPrint).toHaveBeenCalledWith({ format: 'a4', start: 1, offsetMm: { x: 0, y: 0 } })
  })

  it('remembers the profile on this workstation and opens with it the next time', async () => {
    const first = await openDialog()
    await choose('A4, four labels a sheet')
    await choose('3, bottom left')
    await type('Right (mm)', '1,5')
    await type('Down (mm)', '-2')
    await press('Print')
    const chosen = { format: 'a4-four', start: 3, offsetMm: { x: 1.5, y: -2 } }
    expect(first.onPrint).toHaveBeenCalledWith(chosen)
    expect(JSON.parse(localStorage.getItem(PRINT_PROFILE_KEY) ?? 'null')).toEqual(chosen)
    first.view.unmount()

    await openDialog()
    expect(radio('A4, four labels a sheet').checked).toBe(true)
    expect(radio('3, bottom left').checked).toBe(true)
    expect((screen.getByLabelText('Right (mm)') as HTMLInputElement).value).toBe('1.5')
    expect((screen.getByLabelText('Down (mm)') as HTMLInputElement).value).toBe('-2')
  })

  it('opens on A4 as sent when the stored profile is damaged', async () => {
    localStorage.setItem(PRINT_PROFILE_KEY, '{"format":"a4-four","start":9')
    await openDialog()
    expect(radio('A4 as sent').checked).toBe(true)
  })

  it('asks for the start cell only for the four-up sheet, and the offset only where labels are placed', async () => {
    await openDialog()
    expect(startGroup()).toBeNull()
    expect(screen.queryByLabelText('Right (mm)')).toBeNull()
    await choose('A4, four labels a sheet')
    expect(startGroup()).not.toBeNull()
    expect(screen.getAllByRole('radio', { name: /^\d, / })).toHaveLength(4)
    await choose('A6')
    expect(startGroup()).toBeNull()
    expect(screen.getByLabelText('Right (mm)')).toBeTruthy()
    await choose('4 × 6 in')
    expect(startGroup()).toBeNull()
  })

  it.each([
    ['abc', 'Enter a number of millimetres, for example 1.5 or -2.'],
    ['25', 'The offset can be at most 20 mm either way.'],
    ['', 'Enter the offset in millimetres, 0 for none.'],
  ])('refuses the offset %j with a message, focuses the field and prints nothing', async (typed, message) => {
    const { onPrint } = await openDialog()
    await choose('A6')
    await type('Down (mm)', typed)
    await press('Print')
    const field = screen.getByLabelText('Down (mm)')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message)
    expect(document.activeElement).toBe(field)
    expect(onPrint).not.toHaveBeenCalled()
    expect(localStorage.getItem(PRINT_PROFILE_KEY)).toBeNull()
    await type('Down (mm)', '0.5')
    await press('Print')
    expect(onPrint).toHaveBeenCalledWith({ format: 'a6', start: 1, offsetMm: { x: 0, y: 0.5 } })
  })

  it('prints a test page of the chosen sheet and offset, and remembers them', async () => {
    const { onPrint } = await openDialog()
    await choose('4 × 6 in')
    await type('Right (mm)', '-3')
    await press('Print test page')
    await waitFor(() => expect(saveFile).toHaveBeenCalled())
    const [page, name] = vi.mocked(saveFile).mock.calls.at(-1) as [Blob, string]
    expect(name).toBe('label-test-page.pdf')
    const read = await PDFDocument.load(await page.arrayBuffer())
    expect(read.getPage(0).getSize()).toEqual({ width: 288, height: 432 })
    expect(onPrint).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(PRINT_PROFILE_KEY) ?? 'null')).toEqual({
      format: '4x6',
      start: 1,
      offsetMm: { x: -3, y: 0 },
    })
  })

  it('offline, names the waybills never kept on this device: they need the network', async () => {
    online = false
    await openDialog({ kept: [1, 3] })
    const note = await screen.findByText(/You are offline\. These waybills/)
    const listed = note.parentElement?.querySelectorAll('li') ?? []
    expect([...listed].map((item) => item.textContent)).toEqual(['VK-2'])
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('online, says nothing of the network', async () => {
    await openDialog({ kept: [] })
    await act(async () => undefined)
    expect(screen.queryByText(/You are offline/)).toBeNull()
  })

  it('offline with none kept, says so and offers no Print', async () => {
    online = false
    await openDialog({ kept: [] })
    await screen.findByText(/no waybill of these was downloaded on this device/)
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
