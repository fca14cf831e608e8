/** Decisions: notes on order and offer are at most 2000 characters. */
export const NOTES_MAX = 2000
/** Spec §9: at most 1000 shipments per export. */
export const EXPORT_MAX = 1000
/** Enough to load every saved address into the order form's selector at once. */
export const SAVED_ADDRESS_FETCH = 10000
/** Rows per dashboard list widget. */
export const WIDGET_ITEMS = 3
/** Posts in the blog box. */
export const BLOG_ITEMS = 2

/**
 * Characters left for the notes counter; negative when over the limit so the counter can show
 * it. Counted in UTF-16 units, as the textarea's maxlength and the length validator count.
 */
export function notesLeft(text: string): number {
  return NOTES_MAX - text.length
}

/** Exporting everything needs at least one result and at most EXPORT_MAX. */
export function canExportAll(total: number): boolean {
  return total >= 1 && total <= EXPORT_MAX
}
