import type { ReactNode } from 'react'

// A spot's name over its place, with what acts on the spot beside it (a toggle, a badge, the
// validation result): the favourite card, the map's side panel and a validation row share it.
const STYLES = {
  card: { heading: 'text-lg font-semibold', place: 'text-slate-600', row: 'items-start gap-2' },
  panel: { heading: 'text-xl font-semibold', place: 'text-slate-700', row: 'items-start gap-2' },
  row: {
    heading: 'font-semibold',
    place: 'text-sm text-slate-600',
    row: 'flex-wrap items-center gap-3',
  },
} as const

type Props = {
  name: string
  location: string
  /** The heading level the spot takes in its page's outline. */
  level: 2 | 3
  look: keyof typeof STYLES
  children: ReactNode
}

/** A spot's name and place on the left, children on the right. */
export function SpotHeading({ name, location, level, look, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const style = STYLES[look]
  return (
    <div className={`flex justify-between ${style.row}`}>
      <div>
        <Heading className={style.heading}>{name}</Heading>
        <p className={style.place}>{location}</p>
      </div>
      {children}
    </div>
  )
}
