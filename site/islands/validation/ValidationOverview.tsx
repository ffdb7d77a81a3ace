import type { ValidateAll } from '../../../shared/contracts/conditions'
import { accuracyTone, type AccuracyTone } from '../../../shared/domain/units/display-scales'

// 90+ green, 70+ yellow, below 70 red, always with a word so colour is never alone.
const TONE: Record<AccuracyTone, { word: string; text: string; bar: string }> = {
  green: { word: 'High', text: 'text-green-800', bar: 'bg-green-600' },
  yellow: { word: 'Fair', text: 'text-amber-800', bar: 'bg-amber-500' },
  red: { word: 'Low', text: 'text-red-800', bar: 'bg-red-600' },
}

function Tile({ label, value, extra }: { label: string; value: string; extra?: string }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm">
      <span className="block text-sm font-semibold text-slate-600">{label}</span>
      <span className={`block text-3xl font-extrabold ${extra ?? ''}`}>{value}</span>
    </li>
  )
}

/** The four stat tiles and the Data Quality Overview (progress bar and recommendations). */
export function ValidationOverview({ data }: { data: ValidateAll }) {
  const { summary, recommendations } = data
  const tone = TONE[accuracyTone(summary.accuracyRate)]
  return (
    <>
      <ul aria-label="Validation summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Spots Checked" value={String(summary.totalChecked)} />
        <Tile label="Validated" value={String(summary.validCount)} />
        <Tile label="Discrepancies" value={String(summary.discrepancyCount)} />
        <li className="rounded-xl bg-white p-4 shadow-sm">
          <span className="block text-sm font-semibold text-slate-600">Accuracy Rate</span>
          <span className={`block text-3xl font-extrabold ${tone.text}`}>
            {summary.accuracyRate}%
          </span>
          <span className={`text-sm font-semibold ${tone.text}`}>{tone.word}</span>
        </li>
      </ul>
      <section aria-labelledby="quality-heading" className="space-y-3 rounded-xl bg-white p-5">
        <h2 id="quality-heading" className="text-xl font-bold">
          Data Quality Overview
        </h2>
        <div className="flex items-center justify-between text-sm font-semibold">
          <span id="quality-label">Sources in agreement</span>
          <span className={tone.text}>
            {summary.accuracyRate}% · {tone.word}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="quality-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.accuracyRate}
          aria-valuetext={`${summary.accuracyRate}%, ${tone.word.toLowerCase()}`}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full ${tone.bar}`} style={{ width: `${summary.accuracyRate}%` }} />
        </div>
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
