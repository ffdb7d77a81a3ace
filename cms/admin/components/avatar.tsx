'use client'
import { useAuth } from '@payloadcms/ui'
import type React from 'react'

/**
 * The account avatar: the editor's initial on the brand colours, drawn here. Payload's Gravatar
 * would send a hash of each editor's email to a third party (and fails offline).
 */
export const Avatar = (): React.ReactElement => {
  const { user } = useAuth<{ firstName?: string | null; email?: string }>()
  const initial = (user?.firstName || user?.email || '?').trim().charAt(0).toUpperCase()
  return (
    <span className="firing-avatar" aria-hidden="true" data-testid="firing-avatar">
      {initial}
    </span>
  )
}
