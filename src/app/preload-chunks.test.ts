// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  APP_CHUNKS,
  LINKS_PER_TASK,
  LOGIN_CHUNKS,
  listedFiles,
  listsFor,
  preloadChunks,
  START_CHUNKS,
  showsLogin,
} from './preload-chunks'

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('as'), link.getAttribute('href')].filter(Boolean).join(' '),
  )

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="${LOGIN_CHUNKS}" content="/assets/login-1.js /assets/text-field-2.js /assets/auth-3.css">
    <meta name="${START_CHUNKS}" content="/assets/start-4.js">`
})

describe('the entry preloads the chunks index.html lists', () => {
  it('asks for the listed scripts as modules and the styles as styles, of the list named only', async () => {
    await preloadChunks(document, listedFiles(document, [LOGIN_CHUNKS]), async () => undefined)
    expect(links()).toEqual([
      'modulepreload /assets/login-1.js',
      'modulepreload /assets/text-field-2.js',
      'preload style /assets/auth-3.css',
    ])
    // The same request mode as Vite's loader, so the later load uses the preloaded file.
    for (const link of document.head.querySelectorAll('link'))
      expect(link.getAttribute('crossorigin')).toBe('')
  })

  it('asks for the runtime config as a fetch, the same request as the start makes', async () => {
    await preloadChunks(document, ['/config.json'], async () => undefined)
    expect(links()).toEqual(['preload fetch /config.json'])
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('')
  })

  it('asks for nothing when index.html has no such list', async () => {
    document.head.innerHTML = ''
    await preloadChunks(document, listedFiles(document, [START_CHUNKS]), async () => undefined)
    expect(links()).toEqual([])
  })

  it('a few links a task, in the order of the lists, each file once', async () => {
    const files = (name: string, count: number) =>
      Array.from({ length: count }, (_, index) => `/assets/${name}-${index}.js`)
    const start = files('start', LINKS_PER_TASK + 3)
    const app = [...files('app', LINKS_PER_TASK + 1), `/assets/start-${LINKS_PER_TASK + 2}.js`]
    document.head.innerHTML = `
      <meta name="${START_CHUNKS}" content="${start.join(' ')}">
      <meta name="${APP_CHUNKS}" content="${app.join(' ')}">`
    const asked = () => links().map((link) => link.replace('modulepreload ', ''))
    const groups: number[] = []
    const done = preloadChunks(document, listedFiles(document, [START_CHUNKS, APP_CHUNKS]), async () => {
      groups.push(asked().length)
    })
    // The first group goes out at once, in the caller's task; each later one after a task of its own.
    expect(asked()).toEqual(start.slice(0, LINKS_PER_TASK))
    await done
    expect(groups).toEqual([LINKS_PER_TASK, 2 * LINKS_PER_TASK])
    expect(asked()).toEqual([...start, ...app.slice(0, LINKS_PER_TASK + 1)])
  })
})

describe('the login screen is worth preloading when the visit will show it', () => {
  it('on /login, signed in or not, and on any path without a session', () => {
    expect(showsLogin('/login', true)).toBe(true)
    expect(showsLogin('/address-book', false)).toBe(true)
  })

  it('not when a signed-in visit opens another screen', () => {
    expect(showsLogin('/', true)).toBe(false)
  })
})

describe('the lists a visit preloads beside the start chunks', () => {
  it('the login screen when the visit will show it, and nothing of the signed-in layout', () => {
    expect(listsFor('/login', true)).toEqual([LOGIN_CHUNKS])
    expect(listsFor('/archive', false)).toEqual([LOGIN_CHUNKS])
  })

  it('a signed-in reload: the layout, then the screen of its path, with or without a trailing slash', () => {
    expect(listsFor('/', true)).toEqual([APP_CHUNKS, 'screen-chunks:/'])
    expect(listsFor('/address-book', true)).toEqual([APP_CHUNKS, 'screen-chunks:/address-book'])
    expect(listsFor('/archive/', true)).toEqual([APP_CHUNKS, 'screen-chunks:/archive'])
    expect(listsFor('/order', true)).toEqual([APP_CHUNKS, 'screen-chunks:/order'])
  })

  it('the layout alone for a screen without a list of its own', () => {
    expect(listsFor('/profile', true)).toEqual([APP_CHUNKS])
    expect(listsFor('/address-book/12/edit', true)).toEqual([APP_CHUNKS])
  })
})
