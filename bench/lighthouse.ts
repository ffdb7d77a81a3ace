// Lighthouse bench (issue 4): mobile performance and accessibility scores and the key paint and
// blocking metrics of the main pages of a server that is already running. Prints numbers only.
//   npm run bench:lighthouse -- http://127.0.0.1:3000     (or LIGHTHOUSE_BASE_URL=…)
import { startFlow, type FlowResult } from 'lighthouse'
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

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  // A returning visitor of this tab: without the flag, / would redirect to /intro.
  await page.goto(base.origin)
  await page.evaluate(() => sessionStorage.setItem('hasSeenIntro', 'true'))
  // Lighthouse's default config is the mobile preset (Moto G Power screen, simulated slow 4G).
  const flow = await startFlow(page, {
    name: 'Firing pages',
    config: {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance', 'accessibility'] },
    },
  })
  for (const path of paths) {
    console.log(`auditing ${path}…`)
    await flow.navigate(new URL(path, base).href, { name: path })
  }
  report(await flow.createFlowResult())
} finally {
  await browser.close()
}

function report(result: FlowResult): void {
  const header: Cell[] = ['path', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'ended at']
  const rows = result.steps.map(({ lhr, name }) => {
    const score = (id: string) => {
      const value = lhr.categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : null
    }
    const metric = (id: string, digits = 0) => {
      const value = lhr.audits[id]?.numericValue
      return typeof value === 'number' ? Number(value.toFixed(digits)) : null
    }
    const ended = new URL(lhr.finalDisplayedUrl).pathname
    return {
      path: name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift', 3),
      endedAt: ended,
      failures: lhr.runtimeError?.message ?? null,
    }
  })
  console.log(
    `\nLighthouse ${result.steps[0]?.lhr.lighthouseVersion ?? ''}, mobile, ${base.origin}`,
  )
  console.log(
    formatTable([
      header,
      ...rows.map((r) => [
        r.path,
        r.performance,
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
