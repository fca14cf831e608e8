export type SafeContent = { html: string } | { text: string }

const ACTIVE_ELEMENTS = 'script, iframe, object, embed, style, link, meta, base, form'

/** Checks what the sanitiser gave back: no active elements, no handlers, no javascript: URLs. */
function isInert(html: string): boolean {
  const template = document.createElement('template')
  template.innerHTML = html
  if (template.content.querySelector(ACTIVE_ELEMENTS)) return false
  for (const element of template.content.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.toLowerCase().startsWith('on')) return false
      if (
        /^\s*(javascript|vbscript|data):/i.test(attribute.value) &&
        /href|src|action/i.test(attribute.name)
      ) {
        return false
      }
    }
  }
  return true
}

function plainText(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const active of template.content.querySelectorAll(ACTIVE_ELEMENTS)) active.remove()
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Rich text from the website, made inert (decisions): DOMPurify drops scripts, event handlers and
 * javascript: URLs, loaded on demand so only a dashboard with notices pays for it. Where DOMPurify
 * cannot run it returns its input untouched, so its answer is checked, and anything still active
 * is shown as plain text instead.
 */
export async function sanitizeHtml(html: string): Promise<SafeContent> {
  const { default: DOMPurify } = await import('dompurify')
  // Each notice in a task of its own, apart from DOMPurify's start: together they were one long
  // task while the dashboard loads (Lighthouse's total blocking time, issue 25).
  await new Promise((resolve) => setTimeout(resolve, 0))
  if (DOMPurify.isSupported) {
    // The Content-Security-Policy refuses inline styles (docs/deployment.md): style attributes go too.
    const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] })
    if (isInert(clean)) return { html: clean }
  }
  return { text: plainText(html) }
}
