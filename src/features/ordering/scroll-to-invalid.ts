/** Spec section 5: an invalid submit scrolls to the first invalid field, 25 px above it, in 500 ms. */
export const SCROLL_OFFSET_PX = 25
export const SCROLL_DURATION_MS = 500

export interface ScrollEnvironment {
  /** What covers the top of the viewport (the sticky header), in px. */
  covered: () => number
  scrollY: () => number
  scrollTo: (top: number) => void
  frame: (step: (time: number) => void) => void
  now: () => number
}

const browser: ScrollEnvironment = {
  covered: () => {
    const header = document.querySelector('header')
    const sticky = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position)
    return sticky ? header.getBoundingClientRect().bottom : 0
  },
  scrollY: () => window.scrollY,
  scrollTo: (top) => window.scrollTo(0, top),
  frame: (step) => requestAnimationFrame(step),
  now: () => performance.now(),
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * Scrolls the page so the element's top sits 25 px below the top of what is visible (below the
 * sticky header, which would otherwise hide the field), eased over 500 ms. Answers the target.
 */
export function scrollToInvalid(element: HTMLElement, environment: ScrollEnvironment = browser): number {
  const start = environment.scrollY()
  const top = element.getBoundingClientRect().top - environment.covered()
  const target = Math.max(0, start + top - SCROLL_OFFSET_PX)
  const began = environment.now()
  const step = () => {
    const progress = Math.min(1, (environment.now() - began) / SCROLL_DURATION_MS)
    environment.scrollTo(start + (target - start) * easeInOut(progress))
    if (progress < 1) environment.frame(step)
  }
  environment.frame(step)
  return target
}
