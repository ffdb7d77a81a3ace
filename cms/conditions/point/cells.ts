// Model grid cells: two points in one cell get the same answer from a model, so the point
// forecast caches per cell (forecast.ts) and a refresh asks Open-Meteo once per cell
// (../ingest/fetch-open-meteo.ts).

/** Cells per degree of the finest model grids read: MFWAM waves (1/12°), forecast models (1/40°). */
export const MARINE_CELLS_PER_DEGREE = 12
export const FORECAST_CELLS_PER_DEGREE = 40

/** The key of the model grid cell a point falls in, at `perDegree` cells per degree. */
export function gridCellKey(latitude: number, longitude: number, perDegree: number): string {
  return `${Math.floor(latitude * perDegree)},${Math.floor(longitude * perDegree)}@${perDegree}`
}
