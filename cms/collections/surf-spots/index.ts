import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { editorialAccess } from '../../access/editorial'
import { CONTENT } from '../../admin/nav'
import { EDITORIAL_VERSIONS } from '../../preview/live-preview'
import { previewUrlFor } from '../../preview/preview-url'
import { fillMissingExposure, markEditedExposure, validateExposure } from './exposure'
import { fillSpotFromPoint } from '../../stations/fill-spot'

export const SurfSpots: CollectionConfig = {
  slug: 'surf-spots',
  admin: {
    group: CONTENT,
    // The spot's report page with its draft (a signed one-hour link), as for blog entries.
    preview: previewUrlFor('surf-spots'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'breakType', 'skillLevel'],
  },
  // Drafts let an editor prepare a new spot unseen; ingestion and the public read published spots.
  // Autosaved and scheduled as blog entries are, so the live preview follows typing.
  access: editorialAccess,
  versions: EDITORIAL_VERSIONS,
  hooks: {
    // A spot created from its point gets its facing, stations and time zone proposed (issue 28).
    beforeValidate: [fillSpotFromPoint],
    // content:published also drops the cached conditions answers (site/lib/server-only/cache).
    beforeChange: [fillMissingExposure],
    afterChange: [publishCollectionChange],
    afterDelete: [publishCollectionDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true },
    { name: 'location', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'breakType', type: 'text', required: true },
    { name: 'skillLevel', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'safetyNotes', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'beachFacingDegrees',
      type: 'number',
      required: true,
      min: 0,
      max: 359,
      admin: { description: 'Compass direction the beach faces, toward the sea.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'offshoreFromDegrees',
          type: 'number',
          min: 0,
          max: 359,
          admin: { description: 'Offshore wind sector, from (clockwise): wind class.' },
        },
        {
          name: 'offshoreToDegrees',
          type: 'number',
          min: 0,
          max: 359,
          admin: { description: 'Offshore wind sector, to. Empty: 90° straight off the land.' },
        },
      ],
    },
    {
      name: 'exposure',
      type: 'json',
      label: 'Swell window (share of swell that reaches the break, by direction)',
      validate: validateExposure,
      hooks: { beforeChange: [markEditedExposure] },
      admin: {
        description:
          'byDirection: 36 numbers from 0 to 1, one per 10° the swell comes FROM (first N = 0°, then ' +
          '10°, 20° … 350°): how much of the open-ocean swell from there reaches the break (1 = all, ' +
          '0 = none; under 0.1 the swell "does not reach" and is not rated). source and method say ' +
          'where the numbers came from; changing byDirection marks them as set by an editor. ' +
          'Empty: filled from the beach facing until the coastline computation runs.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'worksFromFt',
          type: 'number',
          label: 'Starts breaking at (ft)',
          min: 0,
          max: 100,
          admin: {
            description:
              'Breaking wave height below which the spot does not break (Not Working). Empty: no minimum.',
          },
        },
        {
          name: 'bestTide',
          type: 'text',
          label: 'Best tide',
          admin: {
            description: "The tide it works best on, in words ('mid to high'). Empty: not known.",
          },
        },
      ],
    },
    { name: 'isUS', type: 'checkbox', defaultValue: false },
    { name: 'timeZone', type: 'text', required: true, defaultValue: 'UTC' },
    { name: 'tideStation', type: 'text', admin: { description: 'NOAA CO-OPS station id' } },
    { name: 'ndbcBuoy', type: 'text', admin: { description: 'NOAA NDBC buoy id' } },
    {
      type: 'row',
      fields: [
        { name: 'landLatitude', type: 'number', admin: { description: 'NWS point (on land)' } },
        { name: 'landLongitude', type: 'number' },
      ],
    },
  ],
}
