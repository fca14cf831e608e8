export interface Location {
  id: number
  /** 'code name' */
  label: string
  name: string
  code: string
  is_active: boolean
}
