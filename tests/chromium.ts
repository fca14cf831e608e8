/**
 * Browser UI that a headless run never shows, but that Chromium 156 (Debian's build since
 * 2026-11-22) builds for every window anyway: the omnibox popup and its AI-mode variant, each a
 * WebUI page in a renderer of its own. Every Playwright context is a window, so every fresh profile
 * of a benchmark or browser test started two such pages beside the portal: several seconds of CPU
 * (Lit components, their asserts) on a two-core machine, while the portal mirrored its first pages.
 */
export const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright itself disables (playwright-core 1.65's chromiumSwitches). Chromium keeps
 * only the last `--disable-features` switch of a command line, so ours must repeat them;
 * tests/chromium.test.ts fails when the installed Playwright's list holds one this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const DISABLE_FEATURES = '--disable-features='

/**
 * A launcher's own flags with the unshown browser UI added to their `--disable-features` list (or
 * a list of its own when they have none), for launchers other than Playwright (chrome-launcher).
 */
export function withUnshownUiDisabled(flags: readonly string[]): string[] {
  const disabled = flags.find((flag) => flag.startsWith(DISABLE_FEATURES))
  const features = disabled ? disabled.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : []
  const merged = `${DISABLE_FEATURES}${[...new Set([...features, ...UNSHOWN_BROWSER_UI])].join(',')}`
  return disabled ? flags.map((flag) => (flag === disabled ? merged : flag)) : [...flags, merged]
}

/** Headless with nothing reaching out to outside services, whichever launcher starts it. */
export const QUIET_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * How every Playwright run here starts Chromium: Debian's build (Playwright cannot download its own
 * on this network), quiet, without the unshown browser UI.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...QUIET_ARGS,
    ...withUnshownUiDisabled([`${DISABLE_FEATURES}${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]),
  ],
}
