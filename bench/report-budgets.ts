// The report page's budgets: JavaScript ≤ 90 KB gzip and HTML ≤ 60 KB gzip, now that
// it carries the hourly charts. Measures a running server with bench/home-js.ts's script walk
// (run as its own process: it is a script, not a module) for each report path, and prints the
// figures beside their budgets. Prints numbers only; nothing passes or fails here.
//   node --import tsx bench/report-budgets.ts [baseUrl] [path…]
//   (default http://127.0.0.1:3000, /spot/1/report and the same report on another chart day)
import { execFileSync } from 'node:child_process'
import { formatTable } from './support/table'

const BUDGET_KB = { js: 90, html: 60 }
const base = process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3000'
const dayAfter = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
const paths =
  process.argv.length > 3
    ? process.argv.slice(3)
    : ['/spot/1/report', `/spot/1/report?day=${dayAfter}`]

type Measured = { path: string; jsKb: number; htmlKb: number; htmlGzipKb: number }

function measure(path: string): Measured {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/home-js.ts', base, path], {
    encoding: 'utf8',
  })
  const json = /BENCH_JSON (.+)/.exec(out)?.[1]
  const html = /HTML ([\d.]+) KB \(([\d.]+) KB gzip\)/.exec(out)
  if (!json || !html) throw new Error(`unexpected output for ${path}:\n${out}`)
  const { loadGzipBytes } = JSON.parse(json) as { loadGzipBytes: number }
  return {
    path,
    jsKb: loadGzipBytes / 1024,
    htmlKb: Number(html[1]),
    htmlGzipKb: Number(html[2]),
  }
}

const rows = paths.map(measure)
const fixed = (n: number) => n.toFixed(1)
console.log(
  formatTable([
    [
      'page',
      'JS gzip KB',
      `budget ${BUDGET_KB.js}`,
      'HTML KB',
      'HTML gzip KB',
      `budget ${BUDGET_KB.html}`,
    ],
    ...rows.map((r) => [
      r.path,
      fixed(r.jsKb),
      r.jsKb <= BUDGET_KB.js ? 'within' : 'OVER',
      fixed(r.htmlKb),
      fixed(r.htmlGzipKb),
      r.htmlGzipKb <= BUDGET_KB.html ? 'within' : 'OVER',
    ]),
  ]),
)
console.log(`BENCH_JSON ${JSON.stringify({ budgetsKb: BUDGET_KB, pages: rows })}`)
