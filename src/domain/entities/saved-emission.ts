export interface SavedEmission {
  /** kg, never below 0 */
  savedEmissionThisYear: number
}
