// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { FileRefusal } from '#domain/address-import/contract'
import { ChooseFileStep } from './choose-file-step'
import type { ReadOutcome } from './import-api'
import { aFile, fakeImportApi, renderImport, SHEET } from './testing/fake-import-api'

const fileInput = () => screen.getByLabelText('Choose a .csv or .xlsx file, or drop it here')

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } })
}

describe('ChooseFileStep', () => {
  it('reads the chosen file and hands its sheet on with the file’s name', async () => {
    const onRead = vi.fn()
    const api = fakeImportApi()
    await renderImport(<ChooseFileStep onRead={onRead} focusHeading={false} />, api)
    expect(screen.getByText(/Up to 10.000 rows and 5 MB/)).toBeTruthy()
    choose(aFile('kunden.csv'))
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(SHEET, 'kunden.csv'))
  })

  it('shows the reading progress while the file is read', async () => {
    let finish: (outcome: ReadOutcome) => void = () => {}
    let progress: (fraction: number) => void = () => {}
    const api = fakeImportApi({
      readFile: vi.fn(
        (_file: File, onProgress: (fraction: number) => void) =>
          new Promise<ReadOutcome>((resolve) => {
            finish = resolve
            progress = onProgress
          }),
      ),
    })
    await renderImport(<ChooseFileStep onRead={vi.fn()} focusHeading={false} />, api)
    choose(aFile())
    await act(async () => progress(0.42))
    expect(screen.getByRole('status').textContent).toBe('Reading the file… 42 %')
    expect(screen.getByRole('progressbar', { name: 'Reading the file' })).toBeTruthy()
    await act(async () => finish({ ok: true, sheet: SHEET }))
  })

  it('drops a progress message that arrives after the answer, and reads the next file', async () => {
    let late: (fraction: number) => void = () => {}
    const readFile = vi.fn(async (_file: File, onProgress: (fraction: number) => void) => {
      late = onProgress
      return { ok: false as const, refusal: { code: 'unreadable' as const } }
    })
    await renderImport(<ChooseFileStep onRead={vi.fn()} focusHeading={false} />, fakeImportApi({ readFile }))
    choose(aFile('first.csv'))
    await screen.findByRole('alert')
    await act(async () => late(1))
    expect(screen.queryByRole('progressbar')).toBeNull()
    choose(aFile('second.csv'))
    await waitFor(() => expect(readFile).toHaveBeenCalledTimes(2))
  })

  const refusals: [FileRefusal, string][] = [
    [{ code: 'empty' }, 'The file holds no addresses. Nothing was changed.'],
    [
      { code: 'too-large', bytes: 7 * 1024 * 1024, limit: 5 * 1024 * 1024 },
      'The file is 7 MB; at most 5 MB can be imported. Nothing was changed.',
    ],
    [
      { code: 'too-many-rows', rows: 12_000, limit: 10_000 },
      'The file has 12’000 rows; at most 10’000 can be imported at once. Nothing was changed.',
    ],
    [
      { code: 'not-what-it-says', expected: 'xlsx' },
      'The file is named .xlsx but is no Excel workbook. Nothing was changed.',
    ],
    [
      { code: 'not-what-it-says', expected: 'csv' },
      'The file is named .csv but holds no text. Nothing was changed.',
    ],
    [{ code: 'unsupported-type' }, 'Only .csv and .xlsx files can be imported. Nothing was changed.'],
    [{ code: 'unreadable' }, 'The file could not be read. Nothing was changed.'],
  ]
  it.each(refusals)('says why a file is refused (%o) and goes no further', async (refusal, text) => {
    // Swiss thousands: an apostrophe, typographic or plain by ICU version.
    const onRead = vi.fn()
    const api = fakeImportApi({ readFile: vi.fn(async () => ({ ok: false as const, refusal })) })
    await renderImport(<ChooseFileStep onRead={onRead} focusHeading={false} />, api)
    choose(aFile())
    expect((await screen.findByRole('alert')).textContent?.replace(/['’]/g, '’')).toBe(text)
    expect(onRead).not.toHaveBeenCalled()
  })

  it('says a file that breaks the reader could not be read, in the user’s language', async () => {
    const api = fakeImportApi({ readFile: vi.fn(async () => Promise.reject(new Error('boom'))) })
    await renderImport(<ChooseFileStep onRead={vi.fn()} focusHeading={false} />, api, 'de')
    fireEvent.change(screen.getByLabelText(/\.csv/), { target: { files: [aFile()] } })
    expect((await screen.findByRole('alert')).textContent).toMatch(/Datei/)
  })

  it('reads a file dropped on the zone', async () => {
    const onRead = vi.fn()
    await renderImport(<ChooseFileStep onRead={onRead} focusHeading={false} />, fakeImportApi())
    const zone = fileInput().parentElement as HTMLElement
    fireEvent.drop(zone, { dataTransfer: { files: [aFile('drop.csv')] } })
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(SHEET, 'drop.csv'))
  })

  it('moves the focus to its heading when the user comes back to it', async () => {
    await renderImport(<ChooseFileStep onRead={vi.fn()} focusHeading />, fakeImportApi())
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose a file' }))
  })
})
