import type React from 'react'
import { BrandMark } from './brand-mark'

/** The navigation's small icon (Payload's graphics.Icon). */
export const Icon = (): React.ReactElement => (
  <span className="firing-icon" aria-label="Firing">
    <BrandMark size={28} />
  </span>
)
