import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readSheet } from 'read-excel-file/web-worker'
import type { ParseDeps } from '#features/addresses/import/read/parse-import-bytes'

/** The sample files of tests/fixtures/imports (made by make-import-fixtures.ts there). */
export const IMPORT_FIXTURES = join(process.cwd(), 'tests/fixtures/imports')

export function fixtureBytes(name: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(join(IMPORT_FIXTURES, name)))
}

export function fixtureFile(name: string): File {
  return new File([fixtureBytes(name)], name)
}

/** The worker's dependencies in a test: the same xlsx reader, imported up front. */
export const testParseDeps: ParseDeps = { loadXlsxReader: async () => readSheet }
