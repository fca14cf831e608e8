import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { replicaAddressRows } from '#tests/testing/replica-addresses'
import { lastSuccess, until } from './replica-probe'

/**
 * Drives the address import screen (/address-book/import, issue 24) for the import benchmarks, in
 * English: the file chosen, the proposed columns confirmed, the preview's rows. The times come from
 * the page's own clock (IMPORT_PROBE), not from this process's round trips.
 */

export const IMPORT_FILE = 'tests/fixtures/imports/addresses-10000.csv'
export const STEP_TIMEOUT = 180_000

export interface PreviewTimes {
  /** The file chosen (its input's change event) → the columns step on screen. */
  readMs: number
  /** "Check the rows" pressed → the preview's first rows painted. */
  checkMs: number
  /** The longest main-thread task from the choice to the preview (PerformanceObserver 'longtask'). */
  longestTaskMs: number
  longTasks: number
  /** Where each long task fell: its phase and duration ("checking 146"), for the log. */
  taskPhases: string[]
}

declare global {
  interface Window {
    __importBench?: { marks: Record<string, number>; longTasks: { start: number; duration: number }[] }
  }
}

/**
 * Installed before the app's code (a string: tsx may wrap a function in helpers the page lacks).
 * Long tasks are observed from the start; the marks are set by what the user does and sees.
 */
export const IMPORT_PROBE = `(() => {
  const bench = { marks: {}, longTasks: [] }
  window.__importBench = bench
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  const mark = (name) => { if (bench.marks[name] === undefined) bench.marks[name] = performance.now() }
  document.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') mark('chosen')
  }, { capture: true })
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button.textContent.trim() === 'Check the rows') mark('confirm')
  }, { capture: true })
  const heading = (text) => [...document.querySelectorAll('main h2')].some((h) => h.textContent.trim() === text)
  const watch = () => {
    if (bench.marks.chosen !== undefined && bench.marks.columns === undefined && heading('Match the columns')) mark('columns')
    if (bench.marks.confirm !== undefined && bench.marks.previewDom === undefined && heading('Check the rows') &&
        document.querySelector('main table tbody tr')) {
      mark('previewDom')
      // Painted: the frame after the rows went in.
      requestAnimationFrame(() => setTimeout(() => mark('preview'), 0))
    }
  }
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, characterData: true })
})()`

/** `customer` logged in, in English, with the address book mirrored (the duplicate check reads it). */
export async function logInWithAddressBook(page: Page, base: string): Promise<number> {
  await page.context().addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto(`${base}/login`)
  await page.fill('input[name=username]', 'customer')
  await page.fill('input[name=password]', 'demo-pass')
  await page.click('form button[type=submit]')
  await page.getByTestId('user-menu').waitFor({ timeout: STEP_TIMEOUT })
  await until(async () => (await lastSuccess(page)) !== null, STEP_TIMEOUT)
  return (await replicaAddressRows(page)).filter((row) => row.account === 'customer').length
}

/** Opens the import screen afresh, chooses the file, confirms the columns and waits for the preview. */
export async function importToPreview(page: Page, base: string, file = IMPORT_FILE): Promise<PreviewTimes> {
  await page.goto(`${base}/address-book/import`)
  await page.getByRole('heading', { name: 'Choose a file' }).waitFor({ timeout: STEP_TIMEOUT })
  await page.getByLabel('Choose a .csv or .xlsx file, or drop it here').setInputFiles(file)
  await page.getByRole('heading', { name: 'Match the columns' }).waitFor({ timeout: STEP_TIMEOUT })
  await page.getByRole('button', { name: 'Check the rows' }).click()
  await page.waitForFunction(() => window.__importBench?.marks.preview !== undefined, undefined, {
    timeout: STEP_TIMEOUT,
  })
  const probe = await page.evaluate(() => window.__importBench)
  if (!probe) throw new Error('the import probe is not installed')
  const {
    chosen = Number.NaN,
    columns = Number.NaN,
    confirm = Number.NaN,
    previewDom = Number.NaN,
    preview = Number.NaN,
  } = probe.marks
  const during = probe.longTasks.filter(
    (task) => task.start + task.duration >= chosen && task.start <= preview,
  )
  return {
    readMs: columns - chosen,
    checkMs: preview - confirm,
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    longTasks: during.length,
    // A mark set inside a task (the click's own listener, the step's first render) names it.
    taskPhases: during.map((task) => {
      const end = task.start + task.duration
      const spans = (mark: number) => task.start <= mark && mark <= end
      const phase = spans(confirm)
        ? 'the Check click'
        : spans(columns)
          ? 'the columns step rendered'
          : task.start < columns
            ? 'reading'
            : task.start < confirm
              ? 'on the columns step'
              : task.start < previewDom
                ? 'checking'
                : 'preview render'
      return `${phase} ${Math.round(task.duration)}`
    }),
  }
}

/**
 * The sample file with a salutation column in front: its person rows (every third) name no
 * salutation, so the import holds them back as errors; with 'Herr' or 'Frau' all 10,000 import.
 */
export function everyRowImportable(source = IMPORT_FILE): string {
  const text = readFileSync(source, 'utf8').replace(/^\uFEFF/, '')
  const { data } = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true })
  const [header = [], ...rows] = data
  const company = header.indexOf('Firma')
  const lines = [
    ['Anrede', ...header],
    ...rows.map((row, index) => [row[company] ? 'Firma' : index % 2 ? 'Frau' : 'Herr', ...row]),
  ]
  const file = join(mkdtempSync(join(tmpdir(), 'import-bench-')), 'addresses-10000-importable.csv')
  writeFileSync(file, `\uFEFF${Papa.unparse(lines, { delimiter: ';', newline: '\r\n' })}\r\n`)
  return file
}

/** The preview's status toggles as they read ("Ready 6,664", "Error 12", …). */
export async function statusCounts(page: Page): Promise<string> {
  const toggles = await page.locator('main fieldset button[aria-pressed]').allTextContents()
  return toggles.map((text) => text.replace(/\s+/g, ' ').trim()).join(', ')
}

/** The preview's "Import N addresses" button and its N. */
export async function importCount(page: Page): Promise<number> {
  const text =
    (await page.getByRole('button', { name: /^Import [\d,’']+ address(es)?$/ }).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}
