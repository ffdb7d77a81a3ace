import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { AlertSettings } from '../../../shared/contracts/alerts'
import type { FavoriteSpots } from '../../../shared/contracts/favorites'
import { RATING_LABELS, type Rating } from '../../../shared/domain/rating/ratings'
import { ApiError } from '../../lib/browser-only/api-client'
import { ALERTS_KEY, alertsQueryOptions, saveAlerts } from '../../lib/browser-only/queries/alerts'

// Per favourite "Email me when it will be [GOOD ▾] or better", and the digest's hour.
const TIERS: Rating[] = ['epic', 'firing', 'good', 'rideable']
const HOURS = Array.from({ length: 24 }, (_, h) => h)
const SELECT = 'rounded-md border border-slate-400 bg-white px-2 py-1'

type Choice = Record<number, Rating | ''>

const choicesOf = (settings: AlertSettings): Choice =>
  Object.fromEntries(settings.rules.map((r) => [r.spotId, r.minRating]))

/** '7 AM', '12 PM' for an hour of the day. */
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`

const messageOf = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'Your alerts could not be saved. Try again.'

/** The alert controls under the favourites: one select per spot and the digest hour. */
export function AlertSettingsForm({ spots }: { spots: FavoriteSpots }) {
  const client = useQueryClient()
  const settings = useQuery(alertsQueryOptions())
  const [hour, setHour] = useState(7)
  const [choices, setChoices] = useState<Choice>({})
  useEffect(() => {
    if (!settings.data) return
    setHour(settings.data.digestHour)
    setChoices(choicesOf(settings.data))
  }, [settings.data])
  const save = useMutation({
    mutationFn: () =>
      saveAlerts({
        digestHour: hour,
        rules: spots.flatMap((s) =>
          choices[s.id] ? [{ spotId: s.id, minRating: choices[s.id] as Rating }] : [],
        ),
      }),
    onSuccess: (data) => client.setQueryData(ALERTS_KEY, data),
  })
  if (settings.isPending) return <p className="text-slate-600">Loading your alerts...</p>
  if (settings.isError) return <p role="alert">Your alerts could not be loaded.</p>
  return (
    <section
      aria-labelledby="alerts-heading"
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 id="alerts-heading" className="text-xl font-semibold">
        Email alerts
      </h2>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <ul className="space-y-2">
          {spots.map((spot) => (
            <li key={spot.id}>
              <label className="flex flex-wrap items-center gap-2">
                <span>
                  <strong>{spot.name}</strong>: Email me when it will be
                </span>
                <select
                  className={SELECT}
                  value={choices[spot.id] ?? ''}
                  onChange={(e) =>
                    setChoices({ ...choices, [spot.id]: e.target.value as Rating | '' })
                  }
                >
                  <option value="">Never (no alert)</option>
                  {TIERS.map((tier) => (
                    <option key={tier} value={tier}>
                      {RATING_LABELS[tier]}
                    </option>
                  ))}
                </select>
                <span>or better</span>
              </label>
            </li>
          ))}
        </ul>
        <label className="flex flex-wrap items-center gap-2">
          <span>Send my daily digest at</span>
          <select className={SELECT} value={hour} onChange={(e) => setHour(Number(e.target.value))}>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
          <span>(your time zone)</span>
        </label>
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-full bg-sea px-5 py-2 font-semibold text-white"
        >
          {save.isPending ? 'Saving...' : 'Save alerts'}
        </button>
        <p role="status" className="min-h-6 text-slate-700">
          {save.isSuccess ? 'Alerts saved.' : ''}
          {settings.data.emailOn || save.isSuccess
            ? ''
            : 'Alert emails are off (you unsubscribed); saving turns them back on.'}
        </p>
        <p role="alert" className="text-red-700">
          {save.isError ? messageOf(save.error) : ''}
        </p>
      </form>
    </section>
  )
}
