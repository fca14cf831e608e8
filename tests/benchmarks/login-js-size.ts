import { loginJavaScript } from './testing/login-javascript'

// Prints the JavaScript a first visit to /login downloads, raw and gzip-compressed, from a running
// production build (npm start). Usage: npx tsx tests/benchmarks/login-js-size.ts [base URL]
const base = process.argv[2] ?? 'http://localhost:8080'
const scripts = await loginJavaScript(base)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
for (const script of scripts) {
  console.info(`${kb(script.gzip).padStart(8)} KB gzip ${kb(script.raw).padStart(8)} KB raw  ${script.url}`)
}
const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0)
const raw = scripts.reduce((sum, script) => sum + script.raw, 0)
console.info(
  `${kb(gzip).padStart(8)} KB gzip ${kb(raw).padStart(8)} KB raw  total, ${scripts.length} files (target: at most 150 KB gzip)`,
)
