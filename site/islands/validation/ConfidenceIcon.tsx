import type { ValidateSpot } from '../../../shared/contracts/conditions'

type Props = { confidence: ValidateSpot['validation']['confidence']; isValid: boolean }

// Green check for high and valid, warning for medium, error icon otherwise.
const ICONS = {
  check: { label: 'High confidence, valid', colour: 'text-green-700', d: 'M5 13l4 4L19 7' },
  warning: {
    label: 'Medium confidence',
    colour: 'text-amber-600',
    d: 'M12 8v5m0 3h.01M12 3 2 21h20Z',
  },
  error: { label: 'Low confidence', colour: 'text-red-700', d: 'M6 6l12 12M18 6 6 18' },
} as const

/** The panel's confidence icon with its text alternative. */
export function ConfidenceIcon({ confidence, isValid }: Props) {
  const kind =
    confidence === 'high' && isValid ? 'check' : confidence === 'medium' ? 'warning' : 'error'
  const icon = ICONS[kind]
  const label =
    kind === 'error' && confidence === 'high' ? 'High confidence, not valid' : icon.label
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      className={`h-6 w-6 shrink-0 ${icon.colour}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      <path d={icon.d} />
    </svg>
  )
}
