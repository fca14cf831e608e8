import type { PackagingRow } from '#db/rows'
import type { Locale } from '#domain/entities/basics'
import type { PackagingTemplate } from '#domain/entities/packaging-template'
import { commitScope, type MirrorContext } from './context'
import { type DiffApplyResult, diffApply, tableRows } from './diff-apply'

const LOCALES: readonly Locale[] = ['de', 'fr', 'it', 'en']

/**
 * Packaging templates with their label in every language: the API answers one language per call, and
 * a language switch while offline must still find its labels. Four small calls, side by side.
 */
export async function mirrorPackaging(context: MirrorContext): Promise<DiffApplyResult> {
  const { api, db, account, signal } = context
  const lists = await Promise.all(LOCALES.map((locale) => api.packaging.list({ locale, signal })))
  const byId = new Map<number, PackagingRow>()
  LOCALES.forEach((locale, index) => {
    for (const template of lists[index] ?? []) {
      const row = byId.get(template.id) ?? toRow(account, template)
      row.labels[locale] = template.label
      byId.set(template.id, row)
    }
  })
  const rows = [...byId.values()]
  return commitScope(context, 'packaging', [db.packaging], () =>
    diffApply(tableRows(db.packaging), {
      account,
      rows,
      keyOf: (row): [string, number] => [row.account, row.id],
      idOf: (row) => row.id,
    }),
  )
}

function toRow(account: string, template: PackagingTemplate): PackagingRow {
  const { id, width, height, length } = template
  return { account, id, labels: {}, width, height, length }
}
