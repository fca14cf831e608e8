/**
 * Rich text from the website, made inert: DOMPurify drops scripts, event handlers and javascript:
 * URLs. Loaded on demand, so only a dashboard with notices pays for it.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify')
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
