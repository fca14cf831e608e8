import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { optionsFromEnv } from '#fixture-api/options'
import { buildAddressBody } from './testing/factories'
import { loginAs, makeApi } from './testing/harness'

let dataDir: string

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fixture-no-persist-'))
})

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

describe('FIXTURE_NO_PERSIST', () => {
  it('keeps writes in memory only, even with a data folder named, as the server entries pass it on', async () => {
    const fromEnv = optionsFromEnv({ FIXTURE_NO_PERSIST: '1', FIXTURE_DATA_DIR: dataDir })
    expect('dataDir' in fromEnv && fromEnv.dataDir === undefined).toBe(true)
    expect(optionsFromEnv({ FIXTURE_DATA_DIR: dataDir }).dataDir).toBe(dataDir)
    expect(optionsFromEnv({ FIXTURE_NO_PERSIST: '0', FIXTURE_DATA_DIR: dataDir }).dataDir).toBe(dataDir)

    // The dev server's mount names .fixture-data first and spreads the environment's options over it.
    const api = makeApi({ dataDir, ...fromEnv })
    expect(api.stateFile).toBeUndefined()
    const customer = await loginAs(api)
    const created = await customer.post(
      '/api/v2/address',
      buildAddressBody({ kontaktadresse: { firma: 'Nur im Speicher AG' } }),
    )
    expect(created.status).toBe(201)
    expect((await customer.get(`/api/v2/address/${created.body.kontaktadresse.id}`)).status).toBe(200)
    expect(readdirSync(dataDir)).toEqual([])
  })
})
