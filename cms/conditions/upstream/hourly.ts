// The blank hour lives with the normalised shape it fills (shared/domain/forecast/series.ts).
export { blankHour } from '../../../shared/domain/forecast/series'
