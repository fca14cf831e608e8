import {
  createLazyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { loadChunksWithNavigation } from './router'

/** A guard that waits on the network (a profile never loaded here) above a code-split page. */
function guardedRouter() {
  let letThrough: () => void = () => undefined
  const guard = new Promise<void>((resolve) => {
    letThrough = resolve
  })
  // The app registers its own route tree; this test router's ids are not in it.
  const chunk = vi.fn(async () => createLazyRoute('/address-book' as never)({ component: () => null }))
  const root = createRootRoute()
  const auth = createRoute({ getParentRoute: () => root, id: '_auth', beforeLoad: () => guard })
  const page = createRoute({ getParentRoute: () => auth, path: '/address-book' }).lazy(chunk)
  const router = createRouter({
    routeTree: root.addChildren([auth.addChildren([page])]),
    history: createMemoryHistory({ initialEntries: ['/address-book'] }),
  })
  return { router, chunk, letThrough }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

// Issue 8, item 9: route chunks load in parallel with the data, not after it.
describe('loadChunksWithNavigation', () => {
  it("loads the page's chunk while a guard above it still waits", async () => {
    const { router, chunk, letThrough } = guardedRouter()
    loadChunksWithNavigation(router)
    const loaded = router.load()
    await tick()
    expect(chunk).toHaveBeenCalledTimes(1)

    letThrough()
    await loaded
    expect(chunk).toHaveBeenCalledTimes(1)
    expect(router.state.matches.map((match) => match.status)).toEqual(['success', 'success', 'success'])
  })

  it('without it, the router would load the chunk only after the guard', async () => {
    const { router, chunk, letThrough } = guardedRouter()
    const loaded = router.load()
    await tick()
    expect(chunk).not.toHaveBeenCalled()
    letThrough()
    await loaded
    expect(chunk).toHaveBeenCalledTimes(1)
  })
})
