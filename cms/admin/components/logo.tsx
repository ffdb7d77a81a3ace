import type React from 'react'
import { BrandMark } from './brand-mark'

/** The sign-in page's logo: the mark and the name. */
export const Logo = (): React.ReactElement => (
  <span className="firing-logo">
    <BrandMark size={56} />
    <span className="firing-logo__name">Firing</span>
    <span className="firing-logo__tagline">Editors&apos; desk</span>
  </span>
)
