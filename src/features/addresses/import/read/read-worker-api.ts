import type { ReadOutcome } from './import-limits'
import { type ParseDeps, parseImportBytes } from './parse-import-bytes'

/** What the read worker answers through comlink (read.worker.ts); the page side is read-import-file.ts. */
export interface ReadWorkerApi {
  /** The name goes apart from the bytes: not every structured clone keeps a File's name (Node's does not). */
  read(file: Blob, name: string, onProgress?: (fraction: number) => void): Promise<ReadOutcome>
}

/**
 * The worker's side, apart from its transport so a test can serve it over a MessageChannel. Progress
 * crosses to the page at most every 2 %, so a 10,000-row file sends tens of messages, not thousands.
 */
export function createReadWorkerApi(deps: ParseDeps): ReadWorkerApi {
  return {
    async read(file, name, onProgress) {
      let told = 0
      const tell = (fraction: number) => {
        if (!onProgress || (fraction - told < 0.02 && fraction < 1) || fraction <= told) return
        told = fraction
        // Through comlink the callback answers with a promise; a page gone away must not fail the read.
        void Promise.resolve(onProgress(fraction)).catch(() => undefined)
      }
      const bytes = new Uint8Array(await file.arrayBuffer())
      tell(0.05)
      const outcome = await parseImportBytes(name, bytes, deps, tell)
      tell(1)
      return outcome
    },
  }
}
