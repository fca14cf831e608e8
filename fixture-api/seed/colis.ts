import { COLI_DESCRIPTIONS } from '#fixture-api/data/name-pools'
import type { ColiRecord } from '#fixture-api/model'
import type { Random } from '#fixture-api/random'

export function generateColis(random: Random): ColiRecord[] {
  const lines = random.int(1, 3)
  const colis: ColiRecord[] = []
  for (let line = 0; line < lines; line++) {
    colis.push({
      count: random.int(1, 3),
      description: random.pick(COLI_DESCRIPTIONS),
      length: random.int(10, 80),
      width: random.int(10, 60),
      height: random.int(5, 50),
      weight: random.int(5, 300) / 10,
    })
  }
  return colis
}

export function volumetricKg(coli: Pick<ColiRecord, 'length' | 'width' | 'height'>): number {
  return Math.round(((coli.length * coli.height * coli.width) / 6000) * 100) / 100
}

export function totals(colis: readonly ColiRecord[]): { count: number; weight: number; chargeable: number } {
  let count = 0
  let weight = 0
  let chargeable = 0
  for (const coli of colis) {
    count += coli.count
    weight += coli.count * coli.weight
    chargeable += coli.count * Math.max(coli.weight, volumetricKg(coli))
  }
  const round = (value: number) => Math.round(value * 100) / 100
  return { count, weight: round(weight), chargeable: round(chargeable) }
}
