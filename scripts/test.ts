// `npm test`: the whole suite, cheapest first — lint, types, unit, then the built server on a
// real PostgreSQL (integration), then a real Chromium (e2e).
import { ensureBuild } from './build'
import { run } from './run'

const steps: [name: string, work: () => Promise<void>][] = [
  ['lint', () => run('eslint', ['.', '--max-warnings=0'])],
  ['format', () => run('prettier', ['--check', '.', '--log-level=warn'])],
  ['types', () => run('tsc', ['--noEmit', '-p', 'tsconfig.json'])],
  ['unit', () => run('vitest', ['run', '--project', 'unit'])],
  ['components', () => run('vitest', ['run', '--config', 'vitest.components.config.ts'])],
  ['build', () => ensureBuild()],
  ['integration', () => run('vitest', ['run', '--project', 'integration'])],
  ['e2e', () => run('playwright', ['test'])],
]

const only = process.argv.slice(2)
let passed = 0
for (const [name, work] of steps) {
  if (only.length && !only.includes(name)) continue
  const started = Date.now()
  console.log(`\n=== ${name}`)
  try {
    await work()
  } catch (error) {
    console.error(`=== ${name} failed: ${(error as Error).message}`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(1)
  }
  passed++
  console.log(`=== ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
console.log(`steps: ${passed} passed, 0 failed`)
