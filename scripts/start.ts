import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { DEMO_ACCOUNTS_TEXT } from '#fixture-api/demo-accounts'
import { optionsFromEnv } from '#fixture-api/options'
import { loginPagePlugin } from './login-page'
import { securityHeadersPlugin } from './security-headers'

// `npm start`: build the portal, then serve it and the fixture API on one port.
const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? 'localhost'

// Parallel browser-test runs each build into their own folder (PORTAL_OUT_DIR) so they never serve
// one another's half-written bundle.
const outDir = process.env.PORTAL_OUT_DIR ?? 'dist'

// The test command (scripts/test.sh) builds while the unit tests run and then sets PORTAL_PREBUILT=1:
// the browser tests serve that build. A folder without its index.html was not built: build it here.
const prebuilt = process.env.PORTAL_PREBUILT === '1' && existsSync(join(outDir, 'index.html'))
if (!prebuilt) await build({ logLevel: 'warn', configLoader: 'runner', build: { outDir, emptyOutDir: true } })
const server = await preview({
  build: { outDir },
  // The Content-Security-Policy and the other security headers (docs/deployment.md).
  // /login answers with its prerendered page in the visitor's language (scripts/login-page.ts).
  plugins: [securityHeadersPlugin(outDir), loginPagePlugin(outDir)],
  preview: { port, host, strictPort: true },
  logLevel: 'warn',
  configLoader: 'runner',
})
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`
console.info(`\nCourier portal: ${url}`)
console.info(`Fixture API:    ${url}api/v2 (writes kept in .fixture-data/; FIXTURE_RESET=1 starts fresh)`)
if (optionsFromEnv(process.env).specStrict)
  console.info('Spec-strict: standing orders answer no customer_name')
console.info(`${DEMO_ACCOUNTS_TEXT}\n`)
