import { proxy, type Remote, releaseProxy, wrap } from 'comlink'
import { refusalBeforeReading } from './file-type'
import { type ReadOutcome, refuse } from './import-limits'
import type { ReadWorkerApi } from './read-worker-api'

export { IMPORT_ACCEPT } from './file-type'
export { IMPORT_LIMITS, type ReadOutcome } from './import-limits'

/**
 * Reads a chosen import file in a dedicated worker of its own (started for this file, ended after
 * it), so decoding and parsing 5 MB never holds the page: the main thread only posts the File and
 * receives the sheet. Name and size are judged first, without reading a byte. Never rejects: a
 * worker that cannot start, fails or dies is an `unreadable` refusal.
 */
export async function readImportFile(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ReadOutcome> {
  const early = refusalBeforeReading(file.name, file.size)
  if (early) return early
  let worker: Worker | undefined
  let remote: Remote<ReadWorkerApi> | undefined
  try {
    const started = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' })
    worker = started
    remote = wrap<ReadWorkerApi>(started)
    const died = new Promise<ReadOutcome>((resolve) => {
      started.addEventListener('error', () => resolve(refuse({ code: 'unreadable' })))
      started.addEventListener('messageerror', () => resolve(refuse({ code: 'unreadable' })))
    })
    return await Promise.race([
      remote.read(file, file.name, onProgress ? proxy(onProgress) : undefined),
      died,
    ])
  } catch {
    return refuse({ code: 'unreadable' })
  } finally {
    remote?.[releaseProxy]()
    worker?.terminate()
  }
}
