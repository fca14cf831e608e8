import { test } from '@playwright/test'

/** Prints, once the file's tests are done, how long they took: the suite's share of the CI budget. */
export function printDurationOf(file: string) {
  const started = Date.now()
  test.afterAll(() => {
    console.info(`${file} took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })
}
