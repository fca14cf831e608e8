import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import type { Overlay } from './store'

/** Writes go to one JSON file per seed and scale; a file of another data set is never mixed in. */
export class Persistence {
  readonly file: string

  constructor(dataDir: string, seed: number, scale: number) {
    this.file = join(dataDir, `fixture-state-seed${seed}-scale${scale}.json`)
    mkdirSync(dataDir, { recursive: true })
  }

  reset(): void {
    rmSync(this.file, { force: true })
  }

  /** The saved overlay, or undefined when there is none; a damaged file is reported, not applied. */
  load(): Overlay | undefined {
    if (!existsSync(this.file)) return undefined
    const raw = readFileSync(this.file, 'utf8')
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      throw new Error(`${this.file} is not valid JSON; start with --reset to discard it`)
    }
    const shape = v.safeParse(OverlayShape, parsed)
    if (!shape.success) {
      throw new Error(`${this.file} is not a fixture state file; start with --reset to discard it`)
    }
    return parsed as Overlay
  }

  save(overlay: Overlay): void {
    // Write then rename, so a crash mid-write never leaves half a file behind.
    const temporary = `${this.file}.tmp`
    writeFileSync(temporary, JSON.stringify(overlay))
    renameSync(temporary, this.file)
  }
}

const OverlayShape = v.object({
  version: v.literal(1),
  users: v.array(v.object({ username: v.string(), id: v.number() })),
  addresses: v.array(v.object({ owner: v.string(), kontaktadresse: v.object({ id: v.number() }) })),
  shipments: v.array(v.object({ owner: v.string(), id: v.number() })),
  standingOrders: v.array(v.object({ owner: v.string(), id: v.number() })),
  offers: v.array(v.object({ owner: v.string(), id: v.number() })),
  idempotency: v.array(v.tuple([v.string(), v.object({ status: v.number(), body: v.string() })])),
  resetRequests: v.array(v.tuple([v.string(), v.string()])),
  nextIds: v.object({
    user: v.number(),
    address: v.number(),
    shipment: v.number(),
    stop: v.number(),
    standingOrder: v.number(),
  }),
})
