import { readFileSync, writeFileSync } from 'node:fs'

// Copies the latest figure sheet (test-results/bench/sheet.md, written by `npm run bench`) into the
// README's "Figures" section, between its two markers. Usage: npx tsx tests/benchmarks/readme-table.ts
const README = 'README.md'
const SHEET = 'test-results/bench/sheet.md'
const START = '<!-- figures:start -->'
const END = '<!-- figures:end -->'

const readme = readFileSync(README, 'utf8')
const start = readme.indexOf(START)
const end = readme.indexOf(END)
if (start < 0 || end < start) throw new Error(`${README} has no ${START} … ${END} section`)
const table = readFileSync(SHEET, 'utf8').trim()
// The markers stay, so the next run finds the section again.
writeFileSync(README, `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`)
console.info(`${README}: Figures section updated from ${SHEET}`)
