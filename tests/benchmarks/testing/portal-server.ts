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
  const base = `http://localhost:${port}`
  // A server left on the port (an interrupted run's) would answer in place of this one: the bench
  // would time another build, with other data, and say nothing.
  if (await answers(base))
    throw new Error(`${base} already answers: stop the server left there (or set the suite's port) first`)
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
  let exited: number | null = null
  child.on('exit', (code) => {
    exited = code ?? -1
  })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid)
    } catch {
      // The server already ended.
    }
    for (const folder of [dataDir, outDir]) if (folder) rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitFor(base, () => exited)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}

/** Whether something answers at `base` now. */
async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/`)
    return true
  } catch {
    return false
  }
}

/** Until the portal answers; fails at once when its process ended (a build error, a taken port). */
async function waitFor(base: string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    const code = exitCode()
    if (code !== null) throw new Error(`the portal's process ended (exit code ${code}) before it answered`)
    try {
      if ((await fetch(`${base}/`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the portal did not start')
}
