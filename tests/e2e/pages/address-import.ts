import { expect, type Page } from '@playwright/test'

/** A file as a user picks it: a name and its bytes. */
export interface ImportFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** A semicolon CSV in UTF-8, as the portal's own export and Swiss Excel write it. */
export function csvFile(name: string, lines: readonly (readonly string[])[]): ImportFile {
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.map((line) => line.join(';')).join('\r\n')}\r\n`, 'utf8'),
  }
}

/** The address import screen (/address-book/import), in English. */
export class AddressImportPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/address-book/import')
    await expect(this.page.getByRole('heading', { name: 'Import addresses', level: 1 })).toBeVisible()
  }

  /** From the address book's "Import addresses" action. */
  async openFromAddressBook() {
    await this.page.getByRole('link', { name: 'Import addresses' }).click()
    await expect(this.page.getByRole('heading', { name: 'Choose a file' })).toBeVisible()
  }

  fileInput() {
    return this.page.getByLabel('Choose a .csv or .xlsx file, or drop it here')
  }

  async choose(file: ImportFile | string) {
    await this.fileInput().setInputFiles(file)
  }

  refusal() {
    return this.page.getByRole('alert')
  }

  /** Confirms the columns as proposed and waits for the checked rows. */
  async checkRows() {
    await this.page.getByRole('button', { name: 'Check the rows' }).click()
    await expect(this.page.getByRole('heading', { name: 'Check the rows' })).toBeFocused({ timeout: 30_000 })
  }

  columnSelect(header: string) {
    return this.page.getByLabel(header, { exact: true })
  }

  /** A status toggle ("Ready 3"); `name` is the status's label. */
  statusToggle(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${name} \\d+$`) })
  }

  async countOf(name: string): Promise<number> {
    const text = (await this.statusToggle(name).textContent()) ?? ''
    return Number(text.replace(/\D/g, ''))
  }

  /** The preview's row of a file line (the header is line 1). */
  row(line: number) {
    return this.page.locator(`main table tbody tr[data-row-key="${line - 2}"]`)
  }

  /** Opens a row's form, sets one field and checks the row again. */
  async fixRow(line: number, field: string, value: string) {
    await this.page.getByRole('button', { name: `Edit line ${line}` }).click()
    const dialog = this.page.getByRole('dialog', { name: `Edit line ${line}` })
    await dialog.getByLabel(field, { exact: true }).fill(value)
    await dialog.getByRole('button', { name: 'Check and keep' }).click()
    await expect(dialog).toHaveCount(0)
  }

  importButton() {
    return this.page.getByRole('button', { name: /^Import \d+ address(es)?$/ })
  }

  /** Queues the planned saves and waits for the progress step. */
  async importRows() {
    await this.importButton().click()
    await expect(this.page.getByRole('heading', { name: /^(Importing|Import report)$/ })).toBeVisible()
  }

  progress() {
    return this.page.locator('main [role="status"]').filter({ hasText: /sent/ })
  }

  /** The report's count of one outcome ('imported', 'updated', 'skipped', 'failed'). */
  async outcome(name: 'imported' | 'updated' | 'skipped' | 'failed'): Promise<number> {
    const text = (await this.page.locator(`[data-outcome="${name}"] dd`).textContent()) ?? ''
    return Number(text.replace(/\D/g, ''))
  }
}
