// `npm start`: build if missing or stale, then serve everything on one port with the compiled
// server (dist/app/server.mjs, from server.ts) run by plain node: this process becomes it.
// Node runs this file with its own type stripping, no tsx: a warm start loads four small files
// and stats the sources (scripts/build-stamp.ts) before the server starts; only a stale build
// brings in the build's tools, in a child process.
import { spawn } from 'node:child_process'
import { buildIsCurrent } from './build-stamp.ts'
import { loadDotEnv, run } from './run.ts'
import { SERVER_BUNDLE, SERVER_NODE_ARGS } from './server-args.ts'

loadDotEnv() // before the build: PAYLOAD_SECRET and the rest hold for every step
if (!(await buildIsCurrent())) await run('tsx', ['scripts/build.ts', '--announce'])
// A local run has the demo surfer (README); a deployment (node dist/app/server.mjs, Docker) has it
// only on request.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DEMO_ACCOUNT: process.env.DEMO_ACCOUNT ?? 'on',
  // Two malloc arenas instead of glibc's 8 per core: the arenas sharp's threads filled while
  // seeding are not handed back; ~80 MB less RSS idle after a first start (bench/README.md).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
}
// Plain node: no loader in the server; its node flags as every other way of running it.
const args = [...SERVER_NODE_ARGS, SERVER_BUNDLE]

if (typeof process.execve === 'function') {
  // The same process id, so signals (Ctrl-C, a supervisor's SIGTERM) reach the server itself.
  process.execve(process.execPath, [process.execPath, ...args], env)
} else {
  const child = spawn(process.execPath, args, { env, stdio: 'inherit' })
  // The terminal's Ctrl-C reaches both: the server owns its shutdown, this one waits for it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
