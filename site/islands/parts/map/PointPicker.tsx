import { useId } from 'react'

type Point = { latitude: number; longitude: number }

type Props = {
  /** The point last clicked or tapped on the map; null before any. */
  picked: Point | null
}

/** One coordinate's field: a number from -limit to limit, in degrees. */
function Coordinate(props: { label: string; name: string; limit: number; value?: number }) {
  return (
    <label className="flex flex-col">
      {props.label}
      <input
        name={props.name}
        type="number"
        step="any"
        min={-props.limit}
        max={props.limit}
        required
        defaultValue={props.value}
        className="w-32 rounded border border-slate-400 px-2 py-1"
      />
    </label>
  )
}

/**
 * "Forecast here": a plain GET form to /forecast (it works without JavaScript and from the
 * keyboard: type a point), filled in when a point on the map is clicked or tapped.
 */
export function PointPicker({ picked }: Props) {
  const id = useId()
  // A new point gives new inputs, so the typed values follow the click.
  const key = picked ? `${picked.latitude},${picked.longitude}` : 'none'
  return (
    <form
      action="/forecast"
      method="get"
      aria-labelledby={`${id}-heading`}
      className="space-y-2 rounded-xl bg-white p-3 text-sm shadow-sm"
      data-testid="point-picker"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        A forecast for any point on a coast
      </h2>
      <p className="text-slate-700" aria-live="polite">
        {picked
          ? `Point chosen: ${picked.latitude}, ${picked.longitude}. Move it by zooming in and clicking again, or type it.`
          : 'Click or tap the map where the coast is (zoom in first), or type a point within 5 km of a coast.'}
      </p>
      <div className="flex flex-wrap items-end gap-2" key={key}>
        <Coordinate label="Latitude" name="lat" limit={90} value={picked?.latitude} />
        <Coordinate label="Longitude" name="lon" limit={180} value={picked?.longitude} />
        <button type="submit" className="rounded-full bg-sea px-4 py-2 font-semibold text-white">
          Forecast here
        </button>
      </div>
    </form>
  )
}
