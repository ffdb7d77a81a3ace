// Lighthouse bench: mobile performance and accessibility scores and the key paint and
// blocking metrics of the main pages of a server that is already running. Prints numbers only.
//   npm run bench:lighthouse -- http://127.0.0.1:3000     (or LIGHTHOUSE_BASE_URL=…)
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { navigation, type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { formatTable, type Cell } from './support/table'

const DEFAULT_PATHS = [
  '/',
  '/spot/1/report',
  '/map',
  '/summary',
  '/validation',
  '/landing',
  '/login',
  '/intro',
]
const base = new URL(process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:3000')
const paths = process.env.LIGHTHOUSE_PATHS?.split(',').filter(Boolean) ?? DEFAULT_PATHS
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Scores on a shared 2-core machine move by several points between loads of the same page: each
// page is audited LIGHTHOUSE_RUNS times (default 3) and its median run is reported.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
// Lighthouse's default config is the mobile preset (Moto G Power screen, simulated slow 4G).
const config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility'] },
}
const audited: { name: string; lhr: Result }[] = []
try {
  for (let run = 1; run <= runs; run++)
    for (const path of paths) {
      console.log(`auditing ${path} (run ${run} of ${runs})…`)
      // Each audit gets a fresh tab, as a visitor's first load would (one tab reused across
      // audits carried its heap and timers into the next page's blocking time).
      const page = await browser.newPage()
      // A returning visitor of this tab: without the flag, / would redirect to /intro.
      await page.evaluateOnNewDocument(() => sessionStorage.setItem('hasSeenIntro', 'true'))
      const result = await navigation(page, new URL(path, base).href, { config })
      await page.close()
      if (!result) throw new Error(`no Lighthouse result for ${path}`)
      audited.push({ name: path, lhr: result.lhr })
    }
  // LIGHTHOUSE_JSON=dir keeps each audit's full report, to see what its blocking time is made of.
  const keep = process.env.LIGHTHOUSE_JSON
  if (keep) {
    await mkdir(keep, { recursive: true })
    for (const [index, { lhr, name }] of audited.entries()) {
      const file = `${name.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${index}.json`
      await writeFile(join(keep, file), JSON.stringify(lhr))
    }
  }
  report(audited)
} finally {
  await browser.close()
}

type Row = {
  path: string
  performance: number | null
  accessibility: number | null
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  endedAt: string
  failures: string | null
}

function toRow({ lhr, name }: { name: string; lhr: Result }): Row {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score
    return typeof value === 'number' ? Math.round(value * 100) : null
  }
  const metric = (id: string, digits = 0) => {
    const value = lhr.audits[id]?.numericValue
    return typeof value === 'number' ? Number(value.toFixed(digits)) : null
  }
  return {
    path: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    endedAt: new URL(lhr.finalDisplayedUrl).pathname,
    failures: lhr.runtimeError?.message ?? null,
  }
}

/** The run with the median performance score (its metrics stay together). */
function medianRun(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
  return sorted[Math.floor((sorted.length - 1) / 2)] as Row
}

function report(audits: { name: string; lhr: Result }[]): void {
  const byPath = new Map<string, Row[]>()
  for (const step of audits) {
    const row = toRow(step)
    byPath.set(row.path, [...(byPath.get(row.path) ?? []), row])
  }
  const rows = [...byPath.values()].map((all) => ({
    ...medianRun(all),
    runs: all.map((r) => r.performance),
  }))
  const header: Cell[] = [
    'path',
    'perf',
    'runs',
    'a11y',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'ended at',
  ]
  console.log(
    `\nLighthouse ${audits[0]?.lhr.lighthouseVersion ?? ''}, mobile, ${base.origin}, ` +
      `median of ${runs} run(s) per page`,
  )
  console.log(
    formatTable([
      header,
      ...rows.map((r) => [
        r.path,
        r.performance,
        r.runs.join('/'),
        r.accessibility,
        r.fcpMs,
        r.lcpMs,
        r.tbtMs,
        r.cls,
        r.endedAt,
      ]),
    ]),
  )
  for (const r of rows) if (r.failures) console.log(`${r.path}: ${r.failures}`)
  console.log(`BENCH_JSON ${JSON.stringify({ lighthouse: rows })}`)
}
