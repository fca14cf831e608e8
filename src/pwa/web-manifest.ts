import type { ManifestOptions } from 'vite-plugin-pwa'

/** The installable app's manifest; colours are the design tokens' primary and surface. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Velocity Kurier',
  short_name: 'Velocity',
  description: 'Kurierportal: Abholungen bestellen, Sendungen verfolgen, Adressen verwalten.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1f5f3f',
  background_color: '#ffffff',
  lang: 'de-CH',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
}
