import { giveElementsASize } from './element-size'

/**
 * What happy-dom lacks and React Aria needs, filled in for every test file that runs in it (vitest
 * setupFiles). Nothing here runs in the node environment or in the browser.
 */
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  // happy-dom's document is no instance of its window's Document class, so React Aria's
  // isFocusWithin (root instanceof ownerWindow.Document) says focus is never inside anything: a
  // dialog then takes the focus back from the calendar day or field just focused inside it.
  if (!(document instanceof window.Document)) {
    const DocumentClass = window.Document
    const ordinary = Function.prototype[Symbol.hasInstance]
    Object.defineProperty(DocumentClass, Symbol.hasInstance, {
      configurable: true,
      value: (candidate: unknown) =>
        ordinary.call(DocumentClass, candidate) ||
        (typeof candidate === 'object' && candidate !== null && (candidate as Node).nodeType === 9),
    })
  }
  // Nothing has a size, so a virtualised list (the combobox's) would show only its active option
  // once focus has scrolled to it. A desk-sized box for every element lets it render what a screen
  // would show; tests that measure virtualisation give a smaller one (#testing/element-size).
  giveElementsASize(1024, 768)
}
