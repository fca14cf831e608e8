import { describe, expect, it } from 'vitest'
import { SCROLL_DURATION_MS, SCROLL_OFFSET_PX, scrollToInvalid } from './scroll-to-invalid'

/** A page scrolled to `scrollY`, with a field `top` px below the viewport's top and a clock per frame. */
function page(scrollY: number, top: number, covered = 0) {
  const frames: ((time: number) => void)[] = []
  const positions: number[] = []
  let clock = 0
  const element = { getBoundingClientRect: () => ({ top }) } as HTMLElement
  const environment = {
    covered: () => covered,
    scrollY: () => scrollY,
    scrollTo: (y: number) => positions.push(y),
    frame: (step: (time: number) => void) => frames.push(step),
    now: () => clock,
  }
  const run = (everyMs: number) => {
    while (frames.length > 0) {
      clock += everyMs
      frames.shift()?.(clock)
    }
  }
  return { element, environment, positions, run, elapsed: () => clock }
}

describe('scrolling to the first invalid field', () => {
  it('ends 25 px above the field, after 500 ms', () => {
    const { element, environment, positions, run, elapsed } = page(1000, 600)
    expect(scrollToInvalid(element, environment)).toBe(1000 + 600 - SCROLL_OFFSET_PX)
    run(16)
    expect(positions.at(-1)).toBe(1575)
    expect(elapsed()).toBeGreaterThanOrEqual(SCROLL_DURATION_MS)
    expect(elapsed()).toBeLessThan(SCROLL_DURATION_MS + 32)
  })

  it('moves gradually, never past the target', () => {
    const { element, environment, positions, run } = page(2000, -800)
    scrollToInvalid(element, environment)
    run(16)
    expect(positions.length).toBeGreaterThan(20)
    for (let index = 1; index < positions.length; index++) {
      expect(positions[index] as number).toBeLessThanOrEqual(positions[index - 1] as number)
    }
    expect(positions.at(-1)).toBe(2000 - 800 - 25)
  })

  it('keeps the field clear of a sticky header', () => {
    const { element, environment } = page(500, 300, 64)
    expect(scrollToInvalid(element, environment)).toBe(500 + 300 - 64 - 25)
  })

  it('never scrolls above the top of the page', () => {
    const { element, environment } = page(10, -400)
    expect(scrollToInvalid(element, environment)).toBe(0)
  })
})
