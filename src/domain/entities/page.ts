export interface Page<T> {
  total: number
  items: T[]
}
