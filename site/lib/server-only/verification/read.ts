// The buoy verification as the API and /accuracy answer it: the daily job's stored scores
// (cms/conditions/accuracy/buoys.ts), read as a visitor, in the units asked for.
import type { Payload } from 'payload'
import { ALL_BUOYS_KEY, findSpot, findSpots, spotKey } from '../../../../cms/conditions'
import { BuoyVerificationDoc } from '../../../../shared/contracts/stored-rows'
import type {
  BuoyVerificationSummary,
  SpotVerification,
  VerificationList,
  VerificationScore,
  VerificationWindow,
} from '../../../../shared/contracts/verification'
import {
  MIN_VERIFICATION_PAIRS,
  VERIFICATION_LEAD_DAYS,
  VERIFICATION_WINDOWS,
  type VerificationWindowDays,
} from '../../../../shared/domain/forecast/buoy-verification'
import { FEET_PER_METRE, type Units } from '../../../../shared/domain/units/units'

export const VERIFICATION_METHOD =
  'WMO Lead Centre for Wave Forecast Verification (ECMWF): the forecast at 00, 06, 12 and 18 UTC ' +
  "against the buoy's hourly measurements averaged over ±1 hour; bias = mean(f − o), " +
  'RMSE = sqrt(mean((f − o)²)), scatter index = std(f − o) / mean(o); forecast day d holds the ' +
  'hours 24(d − 1) to 24d after the forecast was issued.'

export const NO_BUOY_REASON =
  'This spot has no wave buoy near it, so its forecast cannot be checked against one.'

/** The words beside a score drawn from too few pairs. */
export const notEnoughPairsText = (pairs: number) =>
  `Not enough data (${pairs} of ${MIN_VERIFICATION_PAIRS} pairs)`

type Stored = BuoyVerificationDoc
type StoredScore = Stored['windows'][number]['byLeadDay'][number]['height']

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100)

function scoreIn(score: StoredScore, unit: VerificationScore['unit']): VerificationScore {
  const scale = unit === 'ft' ? FEET_PER_METRE : 1
  const length = (v: number | null) => round2(v === null ? null : v * scale)
  return {
    pairs: score.pairs,
    bias: length(score.bias),
    rmse: length(score.rmse),
    scatterIndex: round2(score.scatterIndex),
    meanObserved: length(score.meanObserved),
    unit,
    note: score.rmse === null ? notEnoughPairsText(score.pairs) : null,
  }
}

const EMPTY: StoredScore = {
  pairs: 0,
  bias: null,
  rmse: null,
  scatterIndex: null,
  meanObserved: null,
}

/** Every window and forecast day, the stored score or zero pairs where none is stored yet. */
function windowsOf(stored: Stored | undefined, units: Units): VerificationWindow[] {
  const heightUnit = units === 'imperial' ? 'ft' : 'm'
  return VERIFICATION_WINDOWS.map((days) => {
    const window = stored?.windows.find((w) => w.days === days)
    return {
      days,
      byLeadDay: VERIFICATION_LEAD_DAYS.map((leadDay) => {
        const day = window?.byLeadDay.find((d) => d.leadDay === leadDay)
        return {
          leadDay,
          height: scoreIn(day?.height ?? EMPTY, heightUnit),
          period: scoreIn(day?.period ?? EMPTY, 's'),
        }
      }),
    }
  })
}

async function storedRows(payload: Payload, key?: string): Promise<Stored[]> {
  const { docs } = await payload.find({
    collection: 'buoy-verification',
    ...(key ? { where: { key: { equals: key } } } : {}),
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((d) => BuoyVerificationDoc.parse(d))
}

const methodOf = (stored: Stored | undefined) => ({
  computedAt: stored?.computedAt ?? null,
  windowsEnd: stored?.windowsEnd ?? null,
  sample: stored?.isSample === true,
  minPairs: MIN_VERIFICATION_PAIRS,
  method: VERIFICATION_METHOD,
})

/** GET /api/surf-spots/{id}/verification: 404 for an unknown spot, buoy null without a buoy. */
export async function spotVerification(
  payload: Payload,
  id: number,
  units: Units,
): Promise<SpotVerification> {
  const spot = await findSpot(payload, id)
  const buoy = spot.stations.buoy
  const [stored] = buoy ? await storedRows(payload, spotKey(id)) : []
  return {
    spotId: spot.id,
    spotName: spot.name,
    buoy,
    reason: buoy ? null : NO_BUOY_REASON,
    ...methodOf(stored),
    windows: buoy ? windowsOf(stored, units) : [],
  }
}

/** GET /api/verification: every buoy pooled per window, and each buoy spot over `days`. */
export async function verificationList(
  payload: Payload,
  days: VerificationWindowDays,
  units: Units,
): Promise<VerificationList> {
  const rows = await storedRows(payload)
  const all = rows.find((r) => r.key === ALL_BUOYS_KEY)
  const names = new Map((await findSpots(payload)).map((s) => [s.id, s.name]))
  const buoys = rows.flatMap((r): BuoyVerificationSummary[] => {
    const name = typeof r.spot === 'number' ? names.get(r.spot) : undefined
    if (r.key === ALL_BUOYS_KEY || !r.buoy || typeof r.spot !== 'number' || !name) return []
    const window = windowsOf(r, units).find((w) => w.days === days)
    return [
      {
        spotId: r.spot,
        spotName: name,
        buoy: r.buoy,
        sample: r.isSample === true,
        byLeadDay: window?.byLeadDay ?? [],
      },
    ]
  })
  buoys.sort((a, b) => a.spotName.localeCompare(b.spotName))
  return { ...methodOf(all), days, overall: windowsOf(all, units), buoys }
}
