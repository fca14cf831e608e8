// Built by scripts/swiss-holidays-plugin.ts from date-holidays at build time.
declare module 'virtual:swiss-holidays' {
  const table: {
    from: number
    to: number
    byLocale: Record<'de' | 'fr' | 'it' | 'en', Record<string, string>>
  }
  export default table
}
