import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')
const BIN = path.join(ROOT, 'node_modules/.bin')

/** Runs a project binary with Node 24 first on PATH; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ''}`, ...options.env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code ?? signal}`)),
    )
  })
}

/**
 * The repo's `.env` (copied from .env.example) into process.env, when there is one: Node's own
 * reader, and a variable already set in the environment wins over the file.
 */
export function loadDotEnv(): void {
  const file = path.join(ROOT, '.env')
  if (!existsSync(file)) return
  process.loadEnvFile(file)
  console.log('settings: read .env')
}
