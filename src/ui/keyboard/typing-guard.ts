/** Inputs whose keys are no text: a letter pressed on a checkbox is free for a shortcut. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'reset',
  'submit',
  'image',
  'range',
  'color',
  'file',
])

/**
 * ARIA widgets that use letters themselves (type-ahead in a listbox, menu, tree or grid; a
 * combobox's text), or are an application that takes every key: a single key there is theirs.
 */
const LETTER_WIDGETS = [
  'listbox',
  'menu',
  'menubar',
  'grid',
  'treegrid',
  'tree',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'application',
]
const LETTER_WIDGET_SELECTOR = LETTER_WIDGETS.map((role) => `[role="${role}"]`).join(', ')

/** A modal open: its keys are its own, and the screen behind it must not change under it. */
const MODAL_SELECTOR = '[aria-modal="true"], [role="dialog"], [role="alertdialog"]'

/** Whether the element takes typed text: a text field, a select, an editable region. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLElement && target.isContentEditable
}

/**
 * Why a page-wide single-key shortcut must leave this key press alone, or null when it may act:
 * the user is typing (a field, composition with an IME), the key is already handled (a row of the
 * list took j/k/x), a modifier is held (Ctrl, Alt, ⌘ belong to the browser and the screen reader),
 * or the focus is in a widget that uses letters, or in a dialog.
 */
export function singleKeyBlocker(event: KeyboardEvent): string | null {
  if (event.isComposing || event.key === 'Process') return 'composing'
  if (event.defaultPrevented) return 'handled'
  if (event.ctrlKey || event.metaKey || event.altKey) return 'modifier'
  if (isTypingTarget(event.target)) return 'typing'
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest(LETTER_WIDGET_SELECTOR)) return 'widget'
  if (target?.closest(MODAL_SELECTOR) || document.querySelector('[aria-modal="true"]')) return 'dialog'
  return null
}
