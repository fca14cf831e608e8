import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { fixtureApiPlugin } from './fixture-api/vite-plugin'

export default defineConfig({
  plugins: [react(), fixtureApiPlugin()],
  server: { port: Number(process.env.PORT ?? 8080) },
  preview: { port: Number(process.env.PORT ?? 8080) },
})
