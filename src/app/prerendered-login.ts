/** What the build writes on the root of a prerendered /login page (scripts/login-prerender/). */
export interface PrerenderedLogin {
  locale: string
  guestOrderUrl: string
}

export function prerenderedLogin(root: HTMLElement): PrerenderedLogin | null {
  const { prerendered, locale, guestOrderUrl } = root.dataset
  if (prerendered !== 'login' || locale === undefined || guestOrderUrl === undefined) return null
  return { locale, guestOrderUrl }
}

/**
 * The server picks /login's language by the cookie the portal writes with every activation; a
 * language chosen before that cookie existed is only in local storage. Then the page holds another
 * language than the user's: the entry puts the static shell (kept in the page's template) in its
 * place at once, so the app draws the login in the right one, as it did before the prerender.
 */
export function withdrawOtherLanguage(doc: Document, locale: string): void {
  const root = doc.getElementById('root')
  const page = root ? prerenderedLogin(root) : null
  if (!root || !page || page.locale === locale) return
  const shell = doc.getElementById('first-paint')
  root.replaceChildren(shell instanceof HTMLTemplateElement ? shell.content.cloneNode(true) : '')
  delete root.dataset.prerendered
}
