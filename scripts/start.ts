import { build, preview } from 'vite'
import { DEMO_ACCOUNTS_TEXT } from '#fixture-api/demo-accounts'

// `npm start`: build the portal, then serve it and the fixture API on one port.
const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? 'localhost'

await build({ logLevel: 'warn', configLoader: 'runner' })
const server = await preview({
  preview: { port, host, strictPort: true },
  logLevel: 'warn',
  configLoader: 'runner',
})
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`
console.info(`\nCourier portal: ${url}`)
console.info(`Fixture API:    ${url}api/v2 (writes kept in .fixture-data/; FIXTURE_RESET=1 starts fresh)`)
console.info(`${DEMO_ACCOUNTS_TEXT}\n`)
