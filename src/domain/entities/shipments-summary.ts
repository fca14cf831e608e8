export interface ShipmentsSummary {
  readyForPickup: number
  inTransit: number
  delivered: number
}
