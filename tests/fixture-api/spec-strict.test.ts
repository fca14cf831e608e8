import { describe, expect, it } from 'vitest'
import { optionsFromEnv, resolveOptions } from '#fixture-api/options'
import { fetchAll } from './testing/factories'
import { type Client, startSession } from './testing/harness'

type Row = { id: number; customer_name?: string }

const list = async (user: Client) => (await fetchAll<Row>(user, '/api/v2/standing-order')).data
const rename = (user: Client, id: number, customerName: string) =>
  user.post<Row>(`/api/v2/standing-order/${id}/change-customer-name`, { customerName })

describe('FIXTURE_SPEC_STRICT', () => {
  it('is read from the environment, and off unless set', () => {
    expect(optionsFromEnv({ FIXTURE_SPEC_STRICT: '1' }).specStrict).toBe(true)
    expect(optionsFromEnv({ FIXTURE_SPEC_STRICT: 'true' }).specStrict).toBe(true)
    expect(optionsFromEnv({ FIXTURE_SPEC_STRICT: '0' }).specStrict).toBe(false)
    expect(optionsFromEnv({}).specStrict).toBeUndefined()
    expect(resolveOptions({}).specStrict).toBe(false)
  })
})

describe.each([
  { specStrict: false, mode: 'the fixture as usual' },
  { specStrict: true, mode: 'spec-strict' },
])('standing-order names, $mode', ({ specStrict }) => {
  it('the list carries customer_name only when not spec-strict', async () => {
    const { user } = await startSession('customer', { specStrict })
    const rows = await list(user)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect('customer_name' in row).toBe(!specStrict)
  })

  it('a rename is accepted and kept by the server, and echoed only when not spec-strict', async () => {
    const { api, user } = await startSession('customer', { specStrict })
    const [target] = await list(user)
    if (!target) throw new Error('no standing order')
    const reply = await rename(user, target.id, 'Dienstagstour')
    expect(reply.status).toBe(200)
    expect(reply.body.id).toBe(target.id)
    expect('customer_name' in reply.body).toBe(!specStrict)
    expect(api.store.standingOrders.get(target.id)?.customer_name).toBe('Dienstagstour')

    const after = (await list(user)).find((row) => row.id === target.id)
    expect(after?.customer_name).toBe(specStrict ? undefined : 'Dienstagstour')
  })
})
