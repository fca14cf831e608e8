// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { isTypingTarget, singleKeyBlocker } from './typing-guard'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A key press dispatched on the element, as the browser would, and what the guard says of it. */
function blockerAt(element: Element, init: KeyboardEventInit = {}): string | null {
  let verdict: string | null | undefined
  const listener = (event: KeyboardEvent) => {
    verdict = singleKeyBlocker(event)
  }
  window.addEventListener('keydown', listener)
  element.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', bubbles: true, cancelable: true, ...init }))
  window.removeEventListener('keydown', listener)
  if (verdict === undefined) throw new Error('the key press did not reach the window')
  return verdict
}

function mount(html: string): HTMLElement {
  document.body.innerHTML = html
  const element = document.querySelector<HTMLElement>('[data-at]')
  if (!element) throw new Error('no [data-at] element')
  return element
}

describe('single-key shortcuts and typing', () => {
  it('leave text fields, text areas, selects and editable regions alone', () => {
    expect(blockerAt(mount('<input data-at>'))).toBe('typing')
    expect(blockerAt(mount('<input data-at type="search">'))).toBe('typing')
    expect(blockerAt(mount('<input data-at type="number">'))).toBe('typing')
    expect(blockerAt(mount('<textarea data-at></textarea>'))).toBe('typing')
    expect(blockerAt(mount('<select data-at><option>a</option></select>'))).toBe('typing')
    const editable = mount('<div data-at contenteditable="true"></div>')
    // happy-dom does not derive isContentEditable from the attribute; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(blockerAt(editable)).toBe('typing')
  })

  it('act on the page, a button, a checkbox or a table row', () => {
    expect(blockerAt(document.body)).toBeNull()
    expect(blockerAt(mount('<button data-at>Go</button>'))).toBeNull()
    expect(blockerAt(mount('<input data-at type="checkbox">'))).toBeNull()
    expect(
      blockerAt(mount('<table><tbody><tr data-at tabindex="0"><td>1</td></tr></tbody></table>')),
    ).toBeNull()
    expect(isTypingTarget(mount('<input data-at type="radio">'))).toBe(false)
  })

  it('leave a key to an IME composing text, and to a handler that took it already', () => {
    expect(blockerAt(document.body, { isComposing: true })).toBe('composing')
    expect(blockerAt(document.body, { key: 'Process' })).toBe('composing')
    const row = mount('<div data-at tabindex="0"></div>')
    row.addEventListener('keydown', (event) => event.preventDefault())
    expect(blockerAt(row)).toBe('handled')
  })

  it('leave a key pressed with Ctrl, Alt or ⌘ to the browser and the screen reader', () => {
    expect(blockerAt(document.body, { ctrlKey: true })).toBe('modifier')
    expect(blockerAt(document.body, { altKey: true })).toBe('modifier')
    expect(blockerAt(document.body, { metaKey: true })).toBe('modifier')
  })

  it('leave letters to widgets that use them (listbox, menu, grid, tree) and to dialogs', () => {
    for (const role of ['listbox', 'menu', 'grid', 'tree', 'combobox']) {
      expect(
        blockerAt(mount(`<div role="${role}"><div data-at tabindex="0" role="option"></div></div>`)),
      ).toBe('widget')
    }
    expect(blockerAt(mount('<div role="dialog"><button data-at>OK</button></div>'))).toBe('dialog')
    mount('<div role="dialog" aria-modal="true"></div><p data-at></p>')
    expect(blockerAt(document.body)).toBe('dialog')
  })
})
