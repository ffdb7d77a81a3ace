import type { ValidateAll } from '../../../shared/contracts/conditions'
import {
  accuracyVerdict,
  type AccuracyVerdict,
} from '../../lib/universal/validation/accuracy-verdict'

// 90+ green, 70+ yellow, below 70 red; a rate that grades nothing stays neutral.
const STYLE: Record<AccuracyVerdict['key'], { text: string; bar: string }> = {
  green: { text: 'text-green-800', bar: 'bg-green-600' },
  yellow: { text: 'text-amber-800', bar: 'bg-amber-500' },
  red: { text: 'text-red-800', bar: 'bg-red-600' },
  sample: { text: 'text-ink', bar: 'bg-slate-500' },
  none: { text: 'text-ink', bar: 'bg-slate-400' },
}

function Tile({ label, value, extra }: { label: string; value: string; extra?: string }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <span className="block text-sm font-semibold text-slate-600">{label}</span>
      <span className={`block text-3xl font-extrabold ${extra ?? ''}`}>{value}</span>
    </li>
  )
}

type Props = {
  data: ValidateAll
  /** The checked conditions are recorded samples (the page's sample banner says so too). */
  isSample: boolean
}

/** The four stat tiles and the Data Quality Overview (progress bar and recommendations). */
export function ValidationOverview({ data, isSample }: Props) {
  const { summary, recommendations } = data
  const crossChecked = data.results.filter((r) => !r.error).length
  const verdict = accuracyVerdict({ crossChecked, accuracyRate: summary.accuracyRate, isSample })
  const style = STYLE[verdict.key]
  const checked = verdict.key !== 'none'
  const rate = checked ? `${summary.accuracyRate}%` : '—'
  return (
    <>
      <ul aria-label="Validation summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Spots Checked" value={String(summary.totalChecked)} />
        <Tile label="Validated" value={String(summary.validCount)} />
        <Tile label="Discrepancies" value={String(summary.discrepancyCount)} />
        <li className="rounded-xl bg-white p-4 shadow-sm">
          <span className="block text-sm font-semibold text-slate-600">Accuracy Rate</span>
          <span className={`block text-3xl font-extrabold ${style.text}`}>{rate}</span>
          <span className={`text-sm font-semibold ${style.text}`}>{verdict.word}</span>
        </li>
      </ul>
      <section aria-labelledby="quality-heading" className="space-y-3 rounded-xl bg-white p-5">
        <h2 id="quality-heading" className="text-xl font-bold">
          Data Quality Overview
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm font-semibold">
          <span id="quality-label">Sources in agreement</span>
          <span className={style.text}>
            {rate} · {verdict.word}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="quality-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={checked ? summary.accuracyRate : undefined}
          aria-valuetext={`${checked ? `${summary.accuracyRate}%, ` : ''}${verdict.word.toLowerCase()}`}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full ${style.bar}`} style={{ width: `${summary.accuracyRate}%` }} />
        </div>
        {verdict.note && <p className="text-slate-700">{verdict.note}</p>}
        <h3 className="font-semibold">Recommendations</h3>
        <ul className="list-inside list-disc space-y-1 text-slate-700">
          {recommendations.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  )
}
