/// <reference lib="webworker" />
import { expose } from 'comlink'
import { createReadWorkerApi } from './read-worker-api'

/** The import's file reader off the main thread: only transport glue around read-worker-api.ts. */
expose(
  createReadWorkerApi({
    // Its own chunk: a CSV import never downloads the workbook reader.
    loadXlsxReader: async () => (await import('read-excel-file/web-worker')).readSheet,
  }),
)
