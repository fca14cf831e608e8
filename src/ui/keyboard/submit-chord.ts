import { type RefObject, useEffect } from 'react'
import { tinykeys } from 'tinykeys'

/** The control a click on which submits: the form's submit button, or the given button itself. */
function press(element: HTMLElement) {
  if (element instanceof HTMLFormElement) {
    const submit = [...element.elements].find(
      (control): control is HTMLButtonElement | HTMLInputElement =>
        (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) &&
        control.type === 'submit',
    )
    if (submit) submit.click()
    else element.requestSubmit()
  } else {
    element.click()
  }
}

/** Whether a dialog that does not hold the form has the keys now (the palette, a popup). */
function dialogOver(element: HTMLElement, event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null
  const dialog = target?.closest('[role="dialog"], [role="alertdialog"]')
  if (dialog && !dialog.contains(element)) return true
  const modal = document.querySelector('[aria-modal="true"]')
  return modal !== null && !modal.contains(element)
}

/**
 * Ctrl+Enter (⌘↵ on a Mac) presses the form's submit button, or the given button, from anywhere
 * on the page, a field included: the same click a mouse makes, so a busy or disabled button does
 * nothing and an invalid form focuses its first invalid field, as it does when clicked.
 */
export function useSubmitChord(target: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return
    return tinykeys(window, {
      '$mod+Enter': (event) => {
        const element = target.current
        if (!element || event.defaultPrevented || event.isComposing || dialogOver(element, event)) return
        event.preventDefault()
        press(element)
      },
    })
  }, [target, enabled])
}
