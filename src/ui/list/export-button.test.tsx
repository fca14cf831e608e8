// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#testing/render'
import { ExportButton, type ExportScope } from './export-button'

vi.mock('#ui/save-file', () => ({ saveFile: vi.fn() }))
const { saveFile } = await import('#ui/save-file')

afterEach(() => {
  vi.mocked(saveFile).mockClear()
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true })
})

async function renderButton(props: {
  selected?: number[]
  total?: number | null
  download?: () => Promise<Blob>
}) {
  const download = vi.fn<(scope: ExportScope) => Promise<Blob>>(
    props.download ?? (async () => new Blob(['x'])),
  )
  await renderWithI18n(
    <ExportButton
      selected={props.selected ?? []}
      total={props.total === undefined ? 12 : props.total}
      fileName="things.xlsx"
      tooManyText="Too many things."
      download={download}
      describeFailure={() => 'The server is away.'}
    />,
    'en',
  )
  return download
}

describe('ExportButton', () => {
  it('exports every result of the filter when nothing is selected, and saves the file under its name', async () => {
    const download = await renderButton({})
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }))
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'things.xlsx'))
    expect(download.mock.calls[0]?.[0]).toEqual({ kind: 'all', count: 12 })
  })

  it('exports only the selected rows, and says how many', async () => {
    const download = await renderButton({ selected: [4, 2] })
    fireEvent.click(await screen.findByRole('button', { name: 'Export selected (2)' }))
    await vi.waitFor(() => expect(download).toHaveBeenCalled())
    expect(download.mock.calls[0]?.[0]).toEqual({ kind: 'selected', keys: [4, 2] })
  })

  it('above the limit it is disabled and shows the list’s hint', async () => {
    await renderButton({ total: 1001 })
    expect(((await screen.findByRole('button', { name: 'Export' })) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Too many things.')).toBeTruthy()
  })

  it('shows its progress while the file is prepared', async () => {
    let finish: (blob: Blob) => void = () => undefined
    await renderButton({ download: () => new Promise<Blob>((resolve) => (finish = resolve)) })
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Preparing things.xlsx…')
    finish(new Blob(['x']))
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull())
  })

  it('a failed download says so with the reason, and saves nothing', async () => {
    await renderButton({ download: async () => Promise.reject(new Error('gone')) })
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The export failed. The server is away.')
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('offline it says that exports need the network before it is pressed', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false })
    await renderButton({})
    expect(
      await screen.findByText('Exports need the network. Please try again once you are online.'),
    ).toBeTruthy()
  })
})
