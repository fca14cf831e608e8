// The app shell (routes, languages, layouts) lands with the next issue; until then the page shows
// only the brand, which is a name and needs no translation.
export function AppPlaceholder() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', color: '#1a1a1a' }}>
      <h1 style={{ color: '#1f5f3f', margin: 0 }}>Velocity Kurier</h1>
    </main>
  )
}
