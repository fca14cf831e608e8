import { canExportAll, EXPORT_MAX } from '#domain/limits'

export type ExportPlan =
  | { kind: 'selected'; keys: number[] }
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'tooMany' }

/**
 * Spec sections 2 and 9: the selected rows when there are any, else every result, which needs 1 to
 * 1000 of them. A selection is never larger than a page (100), so it is always within the limit.
 */
export function exportPlan(selected: readonly number[], total: number): ExportPlan {
  if (selected.length > 0) return { kind: 'selected', keys: [...selected] }
  if (canExportAll(total)) return { kind: 'all' }
  return total > EXPORT_MAX ? { kind: 'tooMany' } : { kind: 'none' }
}
