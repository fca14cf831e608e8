import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_LAUNCH,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNSHOWN_BROWSER_UI,
  withUnshownUiDisabled,
} from './chromium'

/** The features the installed Playwright disables, read from its bundled chromiumSwitches. */
function installedPlaywrightDisabled(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
  if (!list) throw new Error("Playwright's disabled feature list was not found in its bundle")
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].flatMap(([, name]) => (name ? [name] : []))
}

describe('the Chromium launch of the browser tests and benchmarks', () => {
  it("repeats every feature the installed Playwright disables, as its own switch replaces Playwright's", () => {
    const installed = installedPlaywrightDisabled()
    expect(installed.length).toBeGreaterThan(5)
    expect(installed.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([])
  })

  it('passes one --disable-features switch, holding both lists', () => {
    const switches = CHROMIUM_LAUNCH.args.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    const features = switches[0]?.split('=')[1]?.split(',')
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI]))
  })

  it("extends a launcher's own --disable-features list in place, keeping its other flags", () => {
    expect(
      withUnshownUiDisabled(['--mute-audio', '--disable-features=Translate,MediaRouter', '--x']),
    ).toEqual([
      '--mute-audio',
      `--disable-features=Translate,MediaRouter,${UNSHOWN_BROWSER_UI.join(',')}`,
      '--x',
    ])
  })

  it('adds a list of its own to flags that have none, and names a feature once', () => {
    expect(withUnshownUiDisabled(['--mute-audio'])).toEqual([
      '--mute-audio',
      `--disable-features=${UNSHOWN_BROWSER_UI.join(',')}`,
    ])
    const twice = withUnshownUiDisabled([`--disable-features=${UNSHOWN_BROWSER_UI[0]}`])
    expect(twice).toEqual([`--disable-features=${UNSHOWN_BROWSER_UI.join(',')}`])
  })
})
