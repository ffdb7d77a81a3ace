import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type React from 'react'
import { hasRole } from '../../access/roles'
import { IMPORT_INLINE_MAX, IMPORT_MAX_FEATURES } from '../../../shared/contracts/spot-import'
import { ImportSpotsForm } from './import-spots-form'

/**
 * /admin/import-spots: editors import a GeoJSON file of spots (docs/editors.md 'Importing spots')
 * through POST /api/admin/spots/import, with the admin's navigation around it. A server component;
 * the form is a client one. Surfers never reach the admin; the endpoint checks staff again.
 */
export function ImportSpotsView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps): React.ReactElement {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const isStaff = hasRole(req.user as Parameters<typeof hasRole>[0], 'admin', 'editor')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>Import spots</h1>
        {isStaff ? (
          <>
            <p>
              A GeoJSON FeatureCollection of points, as an OpenStreetMap export of{' '}
              <code>sport=surfing</code> gives: each feature needs <code>properties.name</code>;{' '}
              <code>breakType</code>, <code>skillLevel</code>, <code>location</code> and{' '}
              <code>description</code> are read when present. Each point gets its facing, swell
              window, stations and time zone as a spot made from its point does. Up to{' '}
              {IMPORT_MAX_FEATURES.toLocaleString('en')} features; more than {IMPORT_INLINE_MAX} run
              in the background.
            </p>
            <ImportSpotsForm />
          </>
        ) : (
          <p role="alert">Only editors and admins may import spots.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

/** The navigation's link to the view (after the collections). */
export function ImportSpotsNavLink(): React.ReactElement {
  return (
    <a className="nav__link firing-nav-import" href="/admin/import-spots">
      Import spots
    </a>
  )
}
