'use client'
// A proposed spot's point on the admin's coast map (spot-map.tsx, the spot form's map), with the
// site's forecast for the point one link away. An editor may move the point before accepting:
// the published spot derives its facing, stations and time zone from wherever it is then.
import { useField } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { SpotMap } from './spot-map'

export const ProposalPointField: UIFieldClientComponent = () => {
  const latitude = useField<number | null>({ path: 'latitude' })
  const longitude = useField<number | null>({ path: 'longitude' })
  const lat = typeof latitude.value === 'number' ? latitude.value : null
  const lon = typeof longitude.value === 'number' ? longitude.value : null
  return (
    <div className="field-type proposal-point" style={{ marginBottom: '1.5rem' }}>
      <p className="field-label">Where the surfer says the wave breaks</p>
      <SpotMap
        latitude={lat}
        longitude={lon}
        onPick={(la, lo) => {
          latitude.setValue(la)
          longitude.setValue(lo)
        }}
      />
      {lat !== null && lon !== null && (
        <p>
          <a href={`/forecast?lat=${lat}&lon=${lon}`} target="_blank" rel="noreferrer">
            The computed forecast for {lat.toFixed(4)}, {lon.toFixed(4)}
          </a>{' '}
          (opens the site in a new tab).
        </p>
      )}
    </div>
  )
}
