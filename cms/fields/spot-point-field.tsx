'use client'
// The spot form's point and proposals (docs/editors.md 'Adding a spot'): the map sets latitude
// and longitude; the point then proposes the rest (GET /api/admin/spot-proposal) into the form's
// own fields, each listed here as "proposed" until the editor changes it.
import { useField, useForm, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'
import type { SpotProposal } from '../../shared/contracts/spot-proposal'
import { SpotMap } from './spot-map'
import { slugOf } from './spot-choices'

type Value = string | number | boolean | null

type Row = { path: string; label: string; value: Value; note?: string }

const compass = (deg: number) =>
  ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'][Math.round(deg / 45) % 8] ?? ''

/** The form values a proposal fills, with what each is in words. */
export function proposalRows(p: SpotProposal): Row[] {
  const windows = p.exposure.swellWindow
    .map((w) => `${w.fromDeg}°–${w.toDeg}° (${compass(w.fromDeg)} to ${compass(w.toDeg)})`)
    .join(', ')
  return [
    {
      path: 'beachFacingDegrees',
      label: 'Beach faces',
      value: p.beachFacingDegrees,
      note: `${compass(p.beachFacingDegrees)}; swell window ${windows || 'closed'}`,
    },
    { path: 'offshoreFromDegrees', label: 'Offshore wind from', value: p.offshoreFromDegrees },
    { path: 'offshoreToDegrees', label: 'Offshore wind to', value: p.offshoreToDegrees },
    { path: 'timeZone', label: 'Time zone', value: p.timeZone },
    { path: 'isUS', label: 'In the United States', value: p.isUS },
    {
      path: 'tideStation',
      label: 'Tide station',
      value: p.tide?.id ?? null,
      note: p.tide
        ? `${p.tide.name}, ${p.tide.distanceKm} km (${p.tide.source}, ${p.tide.license})`
        : 'none allowed within 50 km: tides are modelled',
    },
    {
      path: 'ndbcBuoy',
      label: 'NOAA wave buoy',
      value: p.buoy?.id ?? null,
      note: p.buoy ? `${p.buoy.name}, ${p.buoy.distanceKm} km` : 'none within 60 km on this coast',
    },
    {
      path: 'landLatitude',
      label: 'NWS point latitude',
      value: p.nwsPoint?.latitude ?? null,
      note: p.nwsPoint ? 'just inland, for the NWS forecast and marine zone' : 'outside the US',
    },
    { path: 'landLongitude', label: 'NWS point longitude', value: p.nwsPoint?.longitude ?? null },
    {
      path: 'nwsZone',
      label: 'NWS marine zone',
      value: p.nwsZone?.id ?? null,
      note: p.nwsZone
        ? `its Coastal Waters Forecast comes from the ${p.nwsZone.office} office`
        : p.isUS
          ? 'NWS found no zone here: type it if you know it'
          : 'outside the US',
    },
    { path: 'nwsOffice', label: 'NWS office', value: p.nwsZone?.office ?? null },
  ]
}

const same = (a: unknown, b: Value) => (a ?? null) === b || (a === '' && b === null)
const shown = (v: Value) =>
  v === null ? 'none' : v === true ? 'yes' : v === false ? 'no' : String(v)

export const SpotPointField: UIFieldClientComponent = () => {
  const latitude = useField<number | null>({ path: 'latitude' })
  const longitude = useField<number | null>({ path: 'longitude' })
  const slug = useField<string | null>({ path: 'slug' })
  const name = useField<string | null>({ path: 'name' })
  const { dispatchFields, setModified } = useForm()
  const current = useFormFields(([fields]) => fields)
  const [proposal, setProposal] = useState<SpotProposal | null>(null)
  const [status, setStatus] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  })

  /**
   * Sets several fields at once, each marked modified. Payload's one-field UPDATE keeps only the
   * last field marked, so an autosave answering afterwards would put the others back.
   */
  const setMany = (values: Record<string, unknown>) => {
    const formState = Object.fromEntries(
      Object.entries(values).map(([path, value]) => [
        path,
        { ...current[path], value, initialValue: current[path]?.initialValue, isModified: true },
      ]),
    )
    dispatchFields({ type: 'UPDATE_MANY', formState })
    setModified(true)
  }

  const lat = typeof latitude.value === 'number' ? latitude.value : null
  const lon = typeof longitude.value === 'number' ? longitude.value : null

  const propose = async (at: { lat: number; lon: number }) => {
    setStatus({ busy: true, error: null })
    try {
      const query = new URLSearchParams({ lat: String(at.lat), lon: String(at.lon) })
      const response = await fetch(`/api/admin/spot-proposal?${query}`, {
        credentials: 'same-origin',
      })
      const body = (await response.json()) as SpotProposal & { message?: string }
      if (!response.ok) {
        setProposal(null)
        setStatus({ busy: false, error: body.message ?? `No proposal (${response.status})` })
        return
      }
      const values: Record<string, unknown> = Object.fromEntries(
        proposalRows(body).map((row) => [row.path, row.value]),
      )
      // The rating's exposure field, when the collection has it, takes the computed window.
      if ('exposure' in current) values.exposure = body.exposure
      setMany(values)
      setProposal(body)
      setStatus({ busy: false, error: null })
    } catch (error) {
      setStatus({ busy: false, error: error instanceof Error ? error.message : String(error) })
    }
  }

  const pick = (la: number, lo: number) => {
    // A new spot's slug follows its name unless the editor typed one.
    const named = !slug.value && name.value ? { slug: slugOf(name.value) } : {}
    setMany({ latitude: la, longitude: lo, ...named })
    void propose({ lat: la, lon: lo })
  }

  const rows = proposal ? proposalRows(proposal) : []
  return (
    <div className="field-type spot-point" style={{ marginBottom: '1.5rem' }}>
      <p className="field-label" id="spot-point-label">
        Where the wave breaks
      </p>
      <p style={{ marginTop: 0 }}>
        Click the map where the wave breaks (or type the latitude and longitude below and press
        “Propose from the point”). The rest of the form is proposed from the point: accept it or
        change any value.
      </p>
      <SpotMap latitude={lat} longitude={lon} onPick={pick} />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: '0.5rem 0' }}>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          style={{ margin: 0 }}
          disabled={lat === null || lon === null || status.busy}
          onClick={() => lat !== null && lon !== null && void propose({ lat, lon })}
        >
          Propose from the point
        </button>
        <span role="status" aria-live="polite">
          {status.busy ? 'Proposing…' : status.error}
        </span>
      </div>
      {proposal && (
        <table className="spot-proposals" aria-label="Proposed from the point">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Proposed</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const kept = same(current[row.path]?.value, row.value)
              return (
                <tr key={row.path} data-field={row.path} data-state={kept ? 'proposed' : 'changed'}>
                  <th scope="row">{row.label}</th>
                  <td>
                    {shown(row.value)}
                    {row.note && <small style={{ display: 'block' }}>{row.note}</small>}
                  </td>
                  <td>
                    {kept ? (
                      <span className="pill pill--style-light">proposed</span>
                    ) : (
                      <span className="pill pill--style-warning">changed by you</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </div>
  )
}
