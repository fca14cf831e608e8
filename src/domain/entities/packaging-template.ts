export interface PackagingTemplate {
  id: number
  label: string
  width: number
  height: number
  length: number
}
