// A MapSpot for the map's unit tests: the fields a marker and the panel read, the rest empty.
import type { Rating } from '../../../../shared/domain/rating/ratings'
import type { MapSpot } from './map-spot'

export const testSpot = (
  id: number,
  rating: Rating | null,
  latitude = 0,
  longitude = 0,
): MapSpot => ({
  id,
  name: `Spot ${id}`,
  location: 'Somewhere',
  latitude,
  longitude,
  breakType: 'Beach',
  skillLevel: 'All',
  rating,
  waveHeightMin: null,
  waveHeightMax: null,
  wavePeriod: null,
  windSpeed: null,
  windDirection: null,
  windClassification: null,
  waterTemp: null,
  sources: [],
})
