import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ValidateAll } from '../../../shared/contracts/conditions'
import { validateAllQueryOptions } from '../../lib/browser-only/queries/validation'
import { withQueryProvider } from '../parts/QueryProvider'
import { useMounted } from '../parts/use-mounted'
import { ValidationOverview } from './ValidationOverview'
import { ValidationResults } from './ValidationResults'
import { useLoggedError } from './use-logged-error'

type Props = {
  /** Today's run, made while the page rendered (null when it failed there). */
  initial: ValidateAll | null
  today: string
  lastDate: string
  /** The stored conditions are recorded samples: the rate is not graded as if they were real. */
  isSample: boolean
}

const BUTTON =
  'rounded-full bg-sea px-5 py-2 font-semibold text-white disabled:cursor-progress disabled:opacity-70'

function Dashboard({ initial, today, lastDate, isSample }: Props) {
  const mounted = useMounted()
  const [date, setDate] = useState(today)
  // Today's run came with the HTML; any other date runs as soon as it is chosen.
  const run = useQuery({
    ...validateAllQueryOptions(date),
    initialData: date === today && initial ? initial : undefined,
  })
  useLoggedError(run.error, 'Validation')
  const validating = mounted && run.isFetching
  const data = run.data
  return (
    <div className="space-y-8">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void run.refetch()
        }}
      >
        <label className="flex flex-col gap-1 font-semibold">
          Date
          <input
            type="date"
            name="date"
            value={date}
            min={today}
            max={lastDate}
            required
            onChange={(event) => {
              const next = event.target.value
              if (next >= today && next <= lastDate) setDate(next)
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" disabled={validating} className={BUTTON}>
          {validating ? 'Validating...' : 'Run Validation'}
        </button>
      </form>
      <p role="status" className="sr-only">
        {validating ? 'Running the validation' : data ? `Results for ${data.date}` : ''}
      </p>
      <div aria-busy={validating} className="space-y-8">
        {data ? (
          <>
            <ValidationOverview data={data} isSample={isSample} />
            <ValidationResults data={data} />
          </>
        ) : (
          !validating && <p className="text-slate-600">No results yet: run the validation.</p>
        )}
      </div>
    </div>
  )
}

/** Island: the Data Validation Dashboard: date, run button, tiles, results. */
export default withQueryProvider(Dashboard)
