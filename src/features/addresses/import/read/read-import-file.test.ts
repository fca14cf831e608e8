import { expose } from 'comlink'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMPORT_LIMITS, readImportFile } from './read-import-file'
import { createReadWorkerApi } from './read-worker-api'
import { fixtureFile, testParseDeps } from './testing/import-fixtures'

/**
 * A stand-in for the browser's module worker: the real worker side (createReadWorkerApi) served
 * over a MessageChannel, so the page side's comlink calls, progress and clean-up are the real ones.
 */
class ChannelWorker extends EventTarget {
  static started: ChannelWorker[] = []
  readonly port: MessagePort
  terminated = false

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    const channel = new MessageChannel()
    expose(createReadWorkerApi(testParseDeps), channel.port2)
    this.port = channel.port1
    this.port.addEventListener('message', (event) =>
      this.dispatchEvent(new MessageEvent('message', { data: event.data })),
    )
    this.port.start()
    ChannelWorker.started.push(this)
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer)
  }

  terminate() {
    this.terminated = true
    this.port.close()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  ChannelWorker.started = []
})

describe('readImportFile', () => {
  it('reads a file in a module worker of its own, reports progress, and ends the worker', async () => {
    vi.stubGlobal('Worker', ChannelWorker)
    const progress: number[] = []
    const outcome = await readImportFile(fixtureFile('addresses-fr-comma-utf8-bom.csv'), (fraction) =>
      progress.push(fraction),
    )
    expect(outcome).toMatchObject({ ok: true, sheet: { headers: expect.arrayContaining(['Société']) } })
    const [worker] = ChannelWorker.started
    expect(worker?.url.pathname).toMatch(/\/read\.worker\.ts$/)
    expect(worker?.options).toEqual({ type: 'module' })
    expect(worker?.terminated).toBe(true)
    await vi.waitFor(() => expect(progress.at(-1)).toBe(1))
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it('reads a File of the 10,000-row sample and a workbook through the worker whole', async () => {
    vi.stubGlobal('Worker', ChannelWorker)
    const many = await readImportFile(fixtureFile('addresses-10000.csv'))
    expect(many.ok && many.sheet.rows.length).toBe(IMPORT_LIMITS.rows)
    const workbook = await readImportFile(fixtureFile('addresses.xlsx'))
    expect(workbook.ok && workbook.sheet.rows[0]?.[4]).toBe('8004')
    expect(ChannelWorker.started.map((worker) => worker.terminated)).toEqual([true, true])
  })

  it('judges type and size before reading a byte or starting a worker', async () => {
    const Worker = vi.fn()
    vi.stubGlobal('Worker', Worker)
    const big = new File([new Uint8Array(IMPORT_LIMITS.bytes + 1)], 'big.csv')
    const arrayBuffer = vi.spyOn(big, 'arrayBuffer')
    expect(await readImportFile(big)).toEqual({
      ok: false,
      refusal: { code: 'too-large', bytes: IMPORT_LIMITS.bytes + 1, limit: IMPORT_LIMITS.bytes },
    })
    expect(await readImportFile(new File(['Firma\nX'], 'addresses.numbers'))).toEqual({
      ok: false,
      refusal: { code: 'unsupported-type' },
    })
    expect(await readImportFile(new File([], 'empty.csv'))).toEqual({ ok: false, refusal: { code: 'empty' } })
    expect(arrayBuffer).not.toHaveBeenCalled()
    expect(Worker).not.toHaveBeenCalled()
  })

  it('says unreadable, never throws, when the worker dies or cannot start', async () => {
    class DyingWorker extends ChannelWorker {
      override postMessage() {
        queueMicrotask(() => this.dispatchEvent(new Event('error')))
      }
    }
    vi.stubGlobal('Worker', DyingWorker)
    expect(await readImportFile(fixtureFile('addresses-en-utf8.csv'))).toEqual({
      ok: false,
      refusal: { code: 'unreadable' },
    })
    expect(ChannelWorker.started[0]?.terminated).toBe(true)
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new Error('no workers here')
      }),
    )
    expect(await readImportFile(fixtureFile('addresses-en-utf8.csv'))).toEqual({
      ok: false,
      refusal: { code: 'unreadable' },
    })
  })
})
