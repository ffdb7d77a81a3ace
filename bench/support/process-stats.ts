import { performance } from 'node:perf_hooks'
import fs from 'node:fs/promises'

/** Resident set size of one process in MB, from /proc/<pid>/status (Linux only). */
export async function readRssMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null)
  const kb = status ? /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] : undefined
  return kb ? Math.round(Number(kb) / 1024) : null
}

// /proc/<pid>/stat counts CPU time in clock ticks: USER_HZ, 100 on Linux x86_64 and arm64.
const TICKS_PER_S = 100
const SAMPLE_MS = 1000
const IDLE_SAMPLES = 2
const IDLE_SHARE = 0.05

/**
 * Waits until the process has used under 5 % of one CPU for two one-second samples in a row
 * (its background work after start is done) and returns when that quiet stretch began, as a
 * performance.now() time; null when it did not happen within `maxMs`.
 */
export async function waitUntilIdle(
  pid: number | undefined,
  maxMs: number,
): Promise<number | null> {
  const deadline = performance.now() + maxMs
  const idleTicks = TICKS_PER_S * (SAMPLE_MS / 1000) * IDLE_SHARE
  let last = { at: performance.now(), ticks: await readCpuTicks(pid) }
  let quietSince: number | null = null
  while (last.ticks !== null && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))
    const now = { at: performance.now(), ticks: await readCpuTicks(pid) }
    if (now.ticks === null) return null
    quietSince = now.ticks - last.ticks < idleTicks ? (quietSince ?? last.at) : null
    if (quietSince !== null && now.at - quietSince >= IDLE_SAMPLES * SAMPLE_MS) return quietSince
    last = now
  }
  return null
}

/** CPU time (user + system) of one process so far, in clock ticks of 10 ms. */
export async function readCpuTicks(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  if (!stat) return null
  // After the command name (which may hold spaces): state, ppid, …, then utime and stime at 11, 12.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * Stops the processes this bench started that are still running (a server whose start timed out
 * is not handed back by spawnServer, so nobody else would stop it and its PostgreSQL).
 */
export async function stopOwnChildren(): Promise<void> {
  const pids = await findChildren(process.pid)
  for (const pid of pids) process.kill(pid, 'SIGTERM')
  for (let i = 0; i < 300 && (await findChildren(process.pid)).length > 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function findChildren(parent: number): Promise<number[]> {
  const entries = await fs.readdir('/proc').catch(() => [])
  const children: number[] = []
  for (const entry of entries.filter((name) => /^\d+$/.test(name))) {
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // Fields after the command name (which may hold spaces) start with state, then the parent id.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid === parent) children.push(Number(entry))
  }
  return children
}

/** Samples the process's RSS every 200 ms until `stop()`, which answers the highest in MB. */
export function sampleRssPeak(pid: number | undefined): { stop: () => Promise<number | null> } {
  let peak: number | null = null
  let running = true
  const loop = (async () => {
    while (running) {
      const mb = await readRssMb(pid)
      if (mb !== null) peak = Math.max(peak ?? 0, mb)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return peak
    },
  }
}
