// CO-OPS under /coops: the datagetter (product=predictions&interval=hilo). The answer is the
// harmonic prediction for the station asked (@neaps/tide-database constants, cms/conditions/stations/tides),
// so sample tides are the real tides of that day; a station the database lacks has no data.
import { predictTides, tideStationById } from '../../stations/tides'
import { DAY_MS } from './samples'
import type { SampleContext, SampleReply } from './types'
import { jsonReply } from './types'

type Prediction = { t: string; v: string; type: string }

const NO_DATA =
  'No data was found. This product may not be offered at this station at the requested time.'

/** Routes every /coops request. */
export function handleCoops(ctx: SampleContext): SampleReply {
  if (ctx.path === '/api/prod/datagetter') return datagetter(ctx)
  return jsonReply(404, { message: 'Not Found' })
}

// CO-OPS reports request problems as HTTP 200 with an error object.
const coopsError = (message: string) => jsonReply(200, { error: { message } })

function datagetter(ctx: SampleContext): SampleReply {
  const q = ctx.url.searchParams
  if (!q.get('product')) return coopsError('Wrong Product : Product cannot be null or empty')
  if (!/^\d{7}$/.test(q.get('station') ?? ''))
    return coopsError('Wrong Station ID: Check Station ID and try again')
  if (q.get('product') !== 'predictions' || q.get('interval') !== 'hilo') return coopsError(NO_DATA)
  const range = dateRange(q, ctx.now)
  if (typeof range === 'string') return coopsError(range)
  if (ctx.empty) return jsonReply(200, { predictions: [] })
  const station = tideStationById(q.get('station') ?? '')
  if (!station) return coopsError(NO_DATA)
  // Whole UTC days around the range, so an event is found the same whatever range it is in.
  const from = Math.floor(range[0] / DAY_MS) * DAY_MS - DAY_MS
  const to = Math.ceil(range[1] / DAY_MS) * DAY_MS + DAY_MS
  const { events } = predictTides(station, new Date(from), new Date(to))
  const predictions: Prediction[] = events
    .filter((e) => Date.parse(e.time) >= range[0] && Date.parse(e.time) < range[1])
    .map((e) => ({
      t: e.time.slice(0, 16).replace('T', ' '),
      v: String(e.heightFt),
      type: e.type === 'high' ? 'H' : 'L',
    }))
  // The real body is compact, one event per line inside the array.
  const lines = predictions.map((p) => JSON.stringify(p).replaceAll('","', '", "'))
  return {
    status: 200,
    body: `{ "predictions" : [\n${lines.join(',')}\n]}\n`,
    contentType: 'application/json;charset=UTF-8',
  }
}

// begin_date/end_date (YYYYMMDD[ HH:mm]), or date=today, or begin_date + range (hours).
function dateRange(q: URLSearchParams, now: number): [number, number] | string {
  const day = (text: string | null) => {
    const m = /^(\d{4})(\d{2})(\d{2})(?: (\d{2}):(\d{2}))?$/.exec((text ?? '').trim())
    return m
      ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0))
      : NaN
  }
  if (q.get('date') === 'today') {
    const start = Math.floor(now / DAY_MS) * DAY_MS
    return [start, start + DAY_MS]
  }
  const begin = day(q.get('begin_date'))
  if (Number.isNaN(begin))
    return 'Wrong Begin Date: The Begin Date is Invalid. The format is yyyyMMdd or yyyyMMdd HH:mm'
  const range = q.get('range')
  const end = range ? begin + Number(range) * 3_600_000 : day(q.get('end_date')) + DAY_MS
  if (Number.isNaN(end))
    return 'Wrong End Date: The End Date is Invalid. The format is yyyyMMdd or yyyyMMdd HH:mm'
  if (end <= begin) return 'The end date must be after the begin date'
  if (end - begin > 366 * DAY_MS)
    return 'Range Limit Exceeded: The size limit for data retrieval for this product is 1 year'
  return [begin, end]
}
