import type { Location } from '#domain/entities/location'

/** Test support: places as the zip search answers them (ids as in the fixture's seed where it matters). */
export const ZURICH: Location = {
  id: 1001,
  code: '8001',
  name: 'Zürich',
  label: '8001 Zürich',
  is_active: true,
}
export const ZURICH_2: Location = {
  id: 1002,
  code: '8002',
  name: 'Zürich',
  label: '8002 Zürich',
  is_active: true,
}
export const ZURICH_PO_BOX: Location = {
  id: 1070,
  code: '8070',
  name: 'Zürich',
  label: '8070 Zürich',
  is_active: false,
}
export const WINTERTHUR: Location = {
  id: 8400,
  code: '8400',
  name: 'Winterthur',
  label: '8400 Winterthur',
  is_active: true,
}
export const BERN: Location = { id: 3011, code: '3011', name: 'Bern', label: '3011 Bern', is_active: true }
