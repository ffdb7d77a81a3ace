// The blank hour lives with the normalised shape it fills (shared/domain/series.ts).
export { blankHour } from '../../shared/domain/series'
