/**
 * Test support: text a hostile server or a user could store (names, references, remarks,
 * addresses) carrying markup, and the check that a rendered screen kept it as text. Each payload
 * sets `window.__pwned` and opens an alert if it ever runs, so a browser test can look for both.
 */

export const INJECTIONS = [
  '<script>window.__pwned="script";alert(1)</script>',
  '<img src=x onerror="window.__pwned=\'img\';alert(2)">',
  'javascript:window.__pwned="url";alert(3)',
  '"><svg onload="window.__pwned=\'svg\';alert(4)">',
] as const

/** The injections one after another, behind a label the test can find the text by. */
export function hostile(label: string): string {
  return `${label} ${INJECTIONS.join(' ')}`
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data']

/** Whatever in the rendered DOM could run: script-like elements, handlers, javascript: URLs. */
export function activeMarkup(root: ParentNode): string[] {
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll('script, iframe, object, embed, base, meta'))) {
    found.push(`<${element.tagName.toLowerCase()}> element`)
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on')) found.push(`${name} on <${element.tagName.toLowerCase()}>`)
      if (
        URL_ATTRIBUTES.includes(name) &&
        /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)
      ) {
        found.push(`${name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`)
      }
    }
  }
  return found
}

/** Whether a payload ran (only a real browser runs them; happy-dom is checked by activeMarkup). */
export function pwned(): unknown {
  return (window as unknown as { __pwned?: unknown }).__pwned
}
