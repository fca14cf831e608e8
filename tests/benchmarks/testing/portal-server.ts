import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The built portal with the fixture API, as `npm start` serves it, on a throw-away data folder. */
export interface PortalServer {
  base: string
  stop(): void
}

export async function startPortal(port: number, env: Record<string, string> = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  // Its own build folder: two benchmarks (or a benchmark and a browser test) running at once must
  // never serve each other's half-written bundle from dist/.
  const outDir =
    (env.PORTAL_OUT_DIR ?? process.env.PORTAL_OUT_DIR)
      ? null
      : mkdtempSync(join(tmpdir(), 'portal-bench-dist-'))
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      FIXTURE_DATA_DIR: dataDir,
      FIXTURE_RESET: '1',
      ...(outDir ? { PORTAL_OUT_DIR: outDir } : {}),
      ...env,
    },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    // Its own process group, so stop() ends the build, the server and anything they started.
    detached: true,
  })
  const base = `http://localhost:${port}`
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // The server already ended.
    }
    for (const folder of [dataDir, outDir]) if (folder) rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitFor(base)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}

async function waitFor(base: string): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the portal did not start')
}
