import type { FeedSurfReport } from '../../../shared/contracts/feed'
import { RATING_PILL, ratingTone } from '../parts/rating-style'
import { surfReportChipText } from './surf-report-text'

/** A post's surf report as a chip; the tier is a word, its colour only a hint. */
export function SurfReportChip({ report }: { report: FeedSurfReport }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className={`${RATING_PILL} ${ratingTone(report.rating)}`}>
        {report.spotName && <span className="sr-only">Surf report at {report.spotName}: </span>}
        <span>{surfReportChipText(report)}</span>
      </span>
    </p>
  )
}
