import { useState } from 'react'
import type { ValidateAll } from '../../../shared/contracts/conditions'
import { SpotHeading } from '../parts/SpotHeading'
import { SpotValidationPanel } from './SpotValidationPanel'

type Row = ValidateAll['results'][number]

function ResultRow({ row, date }: { row: Row; date: string }) {
  const [open, setOpen] = useState(false)
  const panelId = `validation-panel-${row.spotId}`
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <SpotHeading name={row.spotName} location={row.location} level={3} look="row">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {row.error ? (
            <span
              className="rounded-full bg-red-700 px-3 py-1 font-semibold text-white"
              title={row.error}
            >
              Error
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold">
              {row.isValid ? 'Valid' : 'Check'} · {row.confidence} confidence
            </span>
          )}
          <span>
            {row.discrepancyCount} {row.discrepancyCount === 1 ? 'discrepancy' : 'discrepancies'}
          </span>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="rounded-full border border-sea px-3 py-1 font-semibold text-sea"
          >
            {open ? 'Hide details' : 'Details'}
            <span className="sr-only"> for {row.spotName}</span>
          </button>
        </div>
      </SpotHeading>
      {row.error && <p className="text-sm text-red-800">{row.error}</p>}
      <div id={panelId}>
        {open && (
          <SpotValidationPanel
            spotId={row.spotId}
            spotName={row.spotName}
            date={date}
            onClose={() => setOpen(false)}
          />
        )}
      </div>
    </li>
  )
}

/** Per-spot results, each with an Error badge when that spot could not be cross-checked. */
export function ValidationResults({ data }: { data: ValidateAll }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <h2 id="results-heading" className="text-xl font-bold">
        Results by spot
      </h2>
      <ul className="space-y-3">
        {data.results.map((row) => (
          <ResultRow key={row.spotId} row={row} date={data.date} />
        ))}
      </ul>
    </section>
  )
}
