import { useId } from 'react'
import { RATINGS, ratingLabel } from '../../../shared/domain/rating/ratings'
import type { SpotRef } from '../../lib/browser-only/queries/feed'
import { reportSizeText } from './surf-report-text'

/** The report's size and wind choices, handed in by the page: the contract would ship zod here. */
export type ReportChoices = { sizes: readonly string[]; winds: readonly string[] }

export type ReportDraft = {
  open: boolean
  spotId: number | null
  hoursAgo: number
  size: string
  rating: string
  wind: string
}

export const emptyReport = (spotId: number | null = null): ReportDraft => ({
  open: false,
  spotId,
  hoursAgo: 0,
  size: '',
  rating: '',
  wind: '',
})

/** "Now" or a whole hour back; 23 at most, so the time is still within 24 h when it arrives. */
const HOURS_AGO = Array.from({ length: 24 }, (_, h) => h)

/** Whether the open part is missing any answer (a closed part sends no report at all). */
export const isReportIncomplete = (d: ReportDraft): boolean =>
  d.open && (!d.spotId || !d.size || !d.rating || !d.wind)

/** Adds the five report fields to the post's form when the part is open and answered. */
export function setReportFields(form: FormData, d: ReportDraft, now: Date): void {
  if (!d.open || isReportIncomplete(d)) return
  form.set('reportSpotId', String(d.spotId))
  form.set('reportSurfedAt', new Date(now.getTime() - d.hoursAgo * 3_600_000).toISOString())
  form.set('reportSize', d.size)
  form.set('reportRating', d.rating)
  form.set('reportWind', d.wind)
}

type Choice = { value: string; label: string }

function RadioGroup(props: {
  legend: string
  name: string
  choices: Choice[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.choices.map((c) => (
          <label
            key={c.value}
            className="flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-sea has-[:checked]:bg-sea/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sea"
          >
            <input
              type="radio"
              name={props.name}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The composer's optional "How was it?" part, a disclosure of plain form controls. */
export function HowWasIt(props: {
  draft: ReportDraft
  onChange: (draft: ReportDraft) => void
  spots: readonly SpotRef[]
  choices: ReportChoices
  showMissing: boolean
}) {
  const { draft, choices } = props
  const id = useId()
  const set = (patch: Partial<ReportDraft>) => props.onChange({ ...draft, ...patch })
  return (
    <details
      open={draft.open}
      onToggle={(e) => {
        const { open } = e.currentTarget
        if (open !== draft.open) set({ open })
      }}
      className="rounded-lg border border-slate-200 p-3"
    >
      <summary className="cursor-pointer font-semibold text-sea">How was it? (optional)</summary>
      <div className="mt-3 space-y-3">
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col text-sm font-semibold">
            Spot
            <select
              value={draft.spotId ?? ''}
              onChange={(e) => set({ spotId: e.target.value ? Number(e.target.value) : null })}
              className="rounded border border-slate-300 px-2 py-1 font-normal"
            >
              <option value="">Choose a spot</option>
              {props.spots.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm font-semibold">
            When
            <select
              value={draft.hoursAgo}
              onChange={(e) => set({ hoursAgo: Number(e.target.value) })}
              className="rounded border border-slate-300 px-2 py-1 font-normal"
            >
              {HOURS_AGO.map((h) => (
                <option key={h} value={h}>
                  {h === 0 ? 'Now' : h === 1 ? '1 hour ago' : `${h} hours ago`}
                </option>
              ))}
            </select>
          </label>
        </div>
        <RadioGroup
          legend="Size"
          name={`${id}-size`}
          choices={choices.sizes.map((s) => ({ value: s, label: reportSizeText(s) }))}
          value={draft.size}
          onChange={(size) => set({ size })}
        />
        <RadioGroup
          legend="Conditions"
          name={`${id}-rating`}
          choices={RATINGS.map((r) => ({ value: r, label: ratingLabel(r) }))}
          value={draft.rating}
          onChange={(rating) => set({ rating })}
        />
        <RadioGroup
          legend="Wind"
          name={`${id}-wind`}
          choices={choices.winds.map((w) => ({ value: w, label: w }))}
          value={draft.wind}
          onChange={(wind) => set({ wind })}
        />
        {props.showMissing && isReportIncomplete(draft) && (
          <p role="alert" className="text-sm text-red-700">
            Choose the spot, size, conditions and wind, or close How was it?
          </p>
        )}
      </div>
    </details>
  )
}
