import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { SERVER_BUNDLE, SERVER_NODE_ARGS } from '../../scripts/build-server'
import { ROOT } from '../../scripts/run'

// A loaded machine (parallel builds and suites) can take longer to seed a fresh database.
const START_MS = Number(process.env.TEST_SERVER_START_MS) || 120_000

export type RunningServer = {
  url: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the real server (compiled from server.ts) as its own process on a random port, the way
 * `npm start` runs it, and resolves once it says where it listens. Several can share one
 * DATABASE_URL.
 */
export function spawnServer(
  env: Record<string, string>,
  /**
   * detached: a process group of its own, as a terminal's (a test sends it a group Ctrl-C);
   * nodeArgs: flags for node itself (a bench's --cpu-prof, which NODE_OPTIONS refuses).
   */
  options: { detached?: boolean; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_BUNDLE)) {
    return Promise.reject(new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`))
  }
  const args = [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), SERVER_BUNDLE]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: options.detached ?? false,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_MS)
    child.stdout?.on('data', () => {
      const match = /Firing is up at (http:\/\/\S+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve({
        url: match[1].replace('localhost', '127.0.0.1'),
        child,
        output: () => output,
        stop,
      })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before it was up:\n${output}`))
    })
  })
}
