import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'

/** The address book's export dialog, in German (the tests' browser speaks de-CH). */
export class AddressExportDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Adressen exportieren' })
  }

  async open() {
    await this.page.getByRole('button', { name: 'Exportieren', exact: true }).click()
    await expect(this.dialog()).toBeVisible()
  }

  scope(scope: 'all' | 'filtered') {
    return this.dialog().getByRole('radio', {
      name: scope === 'all' ? /^Alle Adressen \(/ : /^Die gefilterten Adressen \(/,
    })
  }

  /** The count a scope's choice names, "Alle Adressen (1’234)" → 1234. */
  async countOf(scope: 'all' | 'filtered'): Promise<number> {
    const label = await this.labelText(scope)
    return Number(/\(([\d’']+)\)/.exec(label)?.[1]?.replace(/[’']/g, '') ?? Number.NaN)
  }

  private async labelText(scope: 'all' | 'filtered'): Promise<string> {
    const text = this.dialog().getByText(
      scope === 'all' ? /^Alle Adressen \(/ : /^Die gefilterten Adressen \(/,
    )
    return (await text.textContent()) ?? ''
  }

  /** Chooses what and how, presses Download and hands back the saved file. */
  async download(scope: 'all' | 'filtered', format: 'csv' | 'xlsx') {
    await this.scope(scope).check({ force: true })
    await this.dialog()
      .getByRole('radio', { name: format === 'csv' ? /^CSV/ : /^Excel-Arbeitsmappe \(\.xlsx\)/ })
      .check({ force: true })
    const [file] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 30_000 }),
      this.dialog().getByRole('button', { name: 'Herunterladen' }).click(),
    ])
    await expect(this.dialog()).toBeHidden()
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) }
  }
}

/** Filters the address book by place, as a user does in its filter panel. */
export async function filterByPlace(page: Page, place: string) {
  const panel = page.getByRole('region', { name: 'Filter' })
  const field = panel.locator('input[name="location"]')
  if (!(await field.isVisible())) await panel.getByRole('button', { name: 'Filter öffnen' }).click()
  await field.fill(place)
  await panel.getByRole('button', { name: 'Anwenden' }).click()
}
