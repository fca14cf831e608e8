/**
 * One language's /login page: the built index.html with the prerendered login screen in #root
 * instead of the static first-paint shell, the page's language, and the login's stylesheets in the
 * head (they would otherwise come with its chunks, after the JavaScript: the HTML would paint bare).
 */
export interface LoginPage {
  locale: string
  /** renderToString's markup of the login screen. */
  markup: string
  guestOrderUrl: string
  /** The stylesheets the login screen uses, as the build names them ('/assets/…css'). */
  styles: readonly string[]
}

const ROOT_START = '<div id="root">'

export function loginHtml(indexHtml: string, page: LoginPage): string {
  const start = indexHtml.indexOf(ROOT_START)
  const bodyEnd = indexHtml.lastIndexOf('</body>')
  const end = indexHtml.lastIndexOf('</div>', bodyEnd)
  if (start < 0 || bodyEnd < 0 || end < start)
    throw new Error('index.html has no <div id="root"> before </body>')
  const headEnd = indexHtml.indexOf('</head>')
  if (headEnd < 0 || headEnd > start) throw new Error('index.html has no </head> before #root')
  // React puts a preload of the header's image before the markup; in the head it preloads all the same.
  const { hoisted, body } = hoistLeadingLinks(page.markup)
  const links = [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`),
    ...hoisted,
  ]
  const root = `<div id="root" data-prerendered="login" data-locale="${attr(page.locale)}" data-guest-order-url="${attr(page.guestOrderUrl)}">${body}</div>`
  // index.html's static shell, for a start whose language is not this page's (src/app/prerendered-login.ts).
  const shell = `<template id="first-paint">${indexHtml.slice(start + ROOT_START.length, end)}</template>`
  const head = links.map((link) => `  ${link}\n`).join('')
  const html = `${indexHtml.slice(0, headEnd)}${head}${indexHtml.slice(headEnd, start)}${root}${shell}${indexHtml.slice(end + '</div>'.length)}`
  return html.replace(/<html lang="[^"]*"/, `<html lang="${attr(page.locale)}"`)
}

/** The names of the classes the markup uses: each must be in the built CSS, or the page paints unstyled. */
export function classNames(markup: string): string[] {
  const names = Array.from(markup.matchAll(/ class="([^"]*)"/g), ([, list = '']) => list.split(/\s+/))
  return [...new Set(names.flat().filter(Boolean))]
}

function hoistLeadingLinks(markup: string): { hoisted: string[]; body: string } {
  const hoisted: string[] = []
  let body = markup
  for (let link = /^<link [^>]*\/?>/.exec(body); link; link = /^<link [^>]*\/?>/.exec(body)) {
    hoisted.push(link[0])
    body = body.slice(link[0].length)
  }
  return { hoisted, body }
}

function attr(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}
