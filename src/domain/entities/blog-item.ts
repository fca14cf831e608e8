export interface BlogItem {
  link: string
  title: string
  imageUrl: string | null
}
