import { useQuery } from '@tanstack/react-query'
import type { ValidateSpot } from '../../../shared/contracts/conditions'
import { validateSpotQueryOptions } from '../../lib/browser-only/queries/validation'
import { ConfidenceIcon } from './ConfidenceIcon'
import { useLoggedError } from './use-logged-error'

type Props = { spotId: number; spotName: string; date: string; onClose: () => void }

function Findings({ answer }: { answer: ValidateSpot }) {
  const { validation, sources, recommendations } = answer
  const count = validation.discrepancies.length
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 font-semibold">
        <ConfidenceIcon confidence={validation.confidence} isValid={validation.isValid} />
        {count === 0
          ? 'Sources are consistent'
          : `${count} ${count === 1 ? 'discrepancy' : 'discrepancies'} found`}
      </p>
      <p className="text-sm">Confidence: {validation.confidence}</p>
      {count > 0 && (
        <ul className="space-y-1 text-sm text-slate-700">
          {validation.discrepancies.map((d) => (
            <li key={d.field}>
              {d.field}: {d.primary} vs {d.secondary} {d.unit} (differs by {d.difference}, limit{' '}
              {d.threshold})
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">Primary source</dt>
        <dd>{sources.primary.name}</dd>
        <dt className="font-semibold">Secondary source</dt>
        <dd>{sources.secondary.name}</dd>
      </dl>
      {validation.validationNotes.length > 0 && (
        <ul className="text-sm text-slate-600">
          {validation.validationNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <h4 className="font-semibold">Recommendations</h4>
      <ul className="list-inside list-disc text-sm text-slate-700">
        {recommendations.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  )
}

/** One spot's cross-check, fetched when the panel opens (loading, shown, closable). */
export function SpotValidationPanel({ spotId, spotName, date, onClose }: Props) {
  const check = useQuery(validateSpotQueryOptions(spotId, date))
  useLoggedError(check.error, `Validation of ${spotName}`)
  return (
    <section
      aria-label={`Validation details for ${spotName}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      {check.isPending && !check.isError && <p role="status">Validating...</p>}
      {check.isError && <p className="text-sm text-slate-600">No details for this spot.</p>}
      {check.data && <Findings answer={check.data} />}
      <button type="button" onClick={onClose} className="font-semibold text-sea underline">
        Close<span className="sr-only"> validation details for {spotName}</span>
      </button>
    </section>
  )
}
