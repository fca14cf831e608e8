import ExcelJS from 'exceljs'
import { Temporal } from 'temporal-polyfill'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningFixtureServer, startFixtureServer } from '#fixture-api/server'
import { buildAddressBody, buildOrderPayload, countRows, locationByCode } from './testing/factories'
import { type Client, httpClient } from './testing/harness'

// Over real HTTP on a random port: what the portal and testers see, sockets included.
let running: RunningFixtureServer
let token = ''
let user: Client

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${running.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  })
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
/** The fault-injection control route, which takes no token. */
const control = (body: unknown) =>
  fetch(`${running.url}/__fixture/faults`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })

beforeAll(async () => {
  running = await startFixtureServer({ testControls: true }, 0)
  const login = await fetch(`${running.url}/api/v2/login_check`, {
    method: 'POST',
    body: new URLSearchParams({ _username: 'customer', _password: 'demo-pass' }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
  user = httpClient(running.url, token)
})

afterAll(async () => {
  await running.close()
})

describe('the standalone fixture server', () => {
  it('takes an order end to end: login, create, active list, archive export', async () => {
    const bern = await locationByCode(user, '3011')
    const zurich = await locationByCode(user, '8001')
    const tomorrow = Temporal.Now.zonedDateTimeISO('Europe/Zurich').toPlainDate().add({ days: 1 })
    const activeBefore = await countRows(user, '/api/v2/shipments/active')

    const payload = buildOrderPayload(
      { start_date: tomorrow.toString(), rechnungsbeschreibung_offiziell: 'HTTP-Test 1' },
      { from: bern, to: zurich },
    )
    payload.kontaktadressen.send[0].firma = 'Sender Bern AG'
    const created = await postJson('/api/v2/shipments/create', payload)
    expect(created.status).toBe(201)
    const order = (await created.json()) as { id: number; formatted_number: string; state: number }
    expect(order.state).toBe(100)

    const active = (await (
      await api(`/api/v2/shipments/active?count=100&filter[orderNumber]=${order.formatted_number}`)
    ).json()) as {
      pagination: { total: number }
      data: { id: number; state: number; addresses: { from: { firma: string }[] } }[]
    }
    expect(active.data.map((row) => row.id)).toEqual([order.id])
    expect(active.data[0]?.addresses.from[0]?.firma).toBe('Sender Bern AG')
    expect(await countRows(user, '/api/v2/shipments/active')).toBe(activeBefore + 1)

    const archive = (await (await api('/api/v2/shipments/archive?count=3')).json()) as {
      data: { id: number; formatted_number: string }[]
    }
    const keys = archive.data.map((row) => row.id)
    const exported = await api(
      `/api/v2/shipments/archive/export?locale=en&filter[orderList]=${keys.join(',')}`,
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(exported.headers.get('content-disposition')).toContain('export.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await exported.arrayBuffer())
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Number')
    const numbers = [2, 3, 4].map((row) => sheet?.getRow(row).getCell(1).value)
    expect(numbers.sort()).toEqual(archive.data.map((row) => row.formatted_number).sort())
    expect(sheet?.rowCount).toBe(4)
  })

  it('destroys the socket after a committed write, and a retry with the same key changes nothing', async () => {
    const zurich = await locationByCode(user, '8001')
    const body = buildAddressBody({ kontaktadresse: { firma: 'Socket Drop AG' } }, zurich)
    await control({ dropNextWrites: 1 })
    const key = crypto.randomUUID()
    await expect(postJson('/api/v2/address', body, { 'idempotency-key': key })).rejects.toThrow()

    const retry = await postJson('/api/v2/address', body, { 'idempotency-key': key })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await countRows(user, '/api/v2/addresses?filter[firma]=Socket Drop')).toBe(1)
  })

  it('refuses connections on request and recovers', async () => {
    expect((await control({ refuseConnections: true })).status).toBe(200)
    await expect(api('/api/v2/profile')).rejects.toThrow()
    expect((await control({ refuseConnections: false })).status).toBe(200)
    expect((await api('/api/v2/profile')).status).toBe(200)
  })

  it('answers 404 in JSON for paths that are not the fixture API', async () => {
    const response = await fetch(`${running.url}/somewhere-else`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 404 })
  })
})
