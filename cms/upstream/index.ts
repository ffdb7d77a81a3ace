// Upstream clients: every function returns an UpstreamResult and never throws for an upstream
// problem. Base URLs come from the environment (see config.ts).
export * from './config'
export type { UpstreamError, UpstreamErrorKind, UpstreamResult } from './http'
export type { LatLon, ModelSeries, OpenMeteoPoint } from './open-meteo-common'
export * from './open-meteo-marine'
export * from './open-meteo-forecast'
export * from './ndbc'
export * from './nws'
export * from './nws-grid'
export * from './coops'
export * from './nominatim'
export * from './youtube'
export { compassToDegrees, degreesToCompass } from './units'
