/**
 * What happy-dom lacks and React Aria needs, filled in for every test file that runs in it (vitest
 * setupFiles). Nothing here runs in the node environment or in the browser.
 *
 * happy-dom's document is no instance of its window's Document class, so React Aria's isFocusWithin
 * (root instanceof ownerWindow.Document) says focus is never inside anything. A dialog then takes the
 * focus back from the calendar day or field that React Aria had just focused inside it.
 */
if (
  typeof window !== 'undefined' &&
  typeof document !== 'undefined' &&
  !(document instanceof window.Document)
) {
  const DocumentClass = window.Document
  const ordinary = Function.prototype[Symbol.hasInstance]
  Object.defineProperty(DocumentClass, Symbol.hasInstance, {
    configurable: true,
    value: (candidate: unknown) =>
      ordinary.call(DocumentClass, candidate) ||
      (typeof candidate === 'object' && candidate !== null && (candidate as Node).nodeType === 9),
  })
}
