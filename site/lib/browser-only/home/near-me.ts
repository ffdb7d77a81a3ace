// Home's "Near me": on the button only (never on load), the browser's Geolocation API, then
// GET /api/surf-spots?near=lat,lon&limit=NEAR_LIMIT, listed nearest first with each spot's rating
// in words and its distance. Refused, unsupported or failed: a message, and focus goes to the
// region picker (a plain form that works without this script).
import { toUnits } from '../../../../shared/domain/units/units'
import { ratingTone, RATING_PILL } from '../../../islands/parts/rating-style'
import {
  NEAR_LIMIT,
  NEAR_MESSAGES,
  nearSpotRow,
  type NearSpotInput,
} from '../../universal/home/near-spots'

/** Rounded to ~1 km: enough to find beaches, no more of the visitor's position than needed. */
const COORD_DECIMALS = 2

function isSpotPage(body: unknown): body is { spots: NearSpotInput[] } {
  return (
    typeof body === 'object' && body !== null && Array.isArray((body as { spots?: unknown }).spots)
  )
}

export function startNearMe(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-near-me-button]')
  const hint = root.querySelector<HTMLElement>('[data-near-me-hint]')
  const status = root.querySelector<HTMLElement>('[data-near-me-status]')
  const list = root.querySelector<HTMLOListElement>('[data-near-me-list]')
  const template = root.querySelector<HTMLTemplateElement>('[data-near-me-row]')
  const picker = root.querySelector<HTMLSelectElement>('[data-region-picker]')
  if (!button || !status || !list || !template) return
  const units = toUnits(root.dataset.units)

  const say = (text: string) => {
    status.textContent = text
  }
  const offerRegions = (text: string) => {
    say(text)
    list.hidden = true
    picker?.focus()
  }

  if (!('geolocation' in navigator)) {
    say(NEAR_MESSAGES.unavailable)
    return
  }
  button.hidden = false
  if (hint) hint.hidden = false

  const show = (spots: NearSpotInput[]) => {
    list.replaceChildren()
    for (const spot of spots) {
      const row = nearSpotRow(spot, units)
      const item = template.content.firstElementChild?.cloneNode(true)
      if (!(item instanceof HTMLElement)) continue
      const name = item.querySelector<HTMLAnchorElement>('[data-name]')
      if (name) {
        name.href = row.href
        name.textContent = row.name
      }
      const location = item.querySelector('[data-location]')
      if (location) location.textContent = row.location
      const rating = item.querySelector<HTMLElement>('[data-rating]')
      if (rating) {
        rating.className = `${RATING_PILL} ${ratingTone(row.ratingKey)}`
        rating.textContent = row.rating
      }
      const distance = item.querySelector('[data-distance]')
      if (distance) distance.textContent = row.distance ? `${row.distance} away` : ''
      list.append(item)
    }
    list.hidden = spots.length === 0
    say(spots.length === 0 ? NEAR_MESSAGES.empty : `${spots.length} spots nearest you`)
  }

  const load = async (lat: number, lon: number) => {
    say(NEAR_MESSAGES.loading)
    const near = `${lat.toFixed(COORD_DECIMALS)},${lon.toFixed(COORD_DECIMALS)}`
    try {
      const response = await fetch(`/api/surf-spots?near=${near}&limit=${NEAR_LIMIT}`, {
        headers: { accept: 'application/json' },
      })
      const body: unknown = response.ok ? await response.json() : null
      if (!isSpotPage(body)) throw new Error(`near answered ${response.status}`)
      show(body.spots)
    } catch {
      offerRegions(NEAR_MESSAGES.loadFailed)
    } finally {
      button.disabled = false
    }
  }

  button.addEventListener('click', () => {
    button.disabled = true
    say(NEAR_MESSAGES.locating)
    navigator.geolocation.getCurrentPosition(
      (position) => void load(position.coords.latitude, position.coords.longitude),
      (error) => {
        button.disabled = false
        offerRegions(
          error.code === error.PERMISSION_DENIED ? NEAR_MESSAGES.denied : NEAR_MESSAGES.failed,
        )
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  })
}
