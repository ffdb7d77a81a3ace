// `npm run bench`: builds if needed, then runs each bench script in its own process, one after the
// other. bench/conditions.ts belongs to the conditions work and runs only when it exists.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ensureBuild } from '../scripts/build'

const SCRIPTS = ['foundation.ts', 'conditions.ts']

await ensureBuild()
const failed: string[] = []
for (const script of SCRIPTS) {
  const file = path.join(import.meta.dirname, script)
  if (!existsSync(file)) continue
  console.log(`\n== bench/${script} ==`)
  const code = await runScript(file)
  if (code !== 0) failed.push(`bench/${script} exited ${code}`)
}
if (failed.length > 0) {
  console.error(failed.join('\n'))
  process.exit(1)
}

function runScript(file: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
}
