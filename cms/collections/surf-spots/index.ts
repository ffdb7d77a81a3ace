import type { CollectionConfig } from 'payload'
import {
  publishCollectionChange,
  publishCollectionDelete,
} from '../../hooks/publish-content-change'
import { editorialAccess } from '../../access/editorial'
import { CONTENT } from '../../admin/nav'
import { EDITORIAL_VERSIONS } from '../../preview/live-preview'
import { previewUrlFor } from '../../preview/preview-url'
import { breakTypeField, skillLevelField } from '../../fields/spot-choices'
import { drawImageWhenPublished, refreshWhenPublished } from './publish-hooks'
import { fillSpotFromPoint } from '../../conditions/stations/fill-spot'
import { deleteWhatWasMadeForTheSpot } from './delete-hooks'
import { fillMissingExposure, markEditedExposure, validateExposure } from './exposure'
import { isStaffField } from '../../access/is-staff-field'

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
    // A spot created from its point gets its facing, stations and time zone proposed.
    beforeValidate: [fillSpotFromPoint],
    // content:published also drops the cached conditions answers (site/lib/server-only/cache).
    afterChange: [publishCollectionChange, refreshWhenPublished],
    // A spot published without an image gets a drawn one (cms/seed/drawings.ts).
    // A spot saved without its swell window gets one (exposure.ts).
    beforeChange: [fillMissingExposure, drawImageWhenPublished],
    // Its derived rows and favourites go with it (delete-hooks.ts).
    beforeDelete: [deleteWhatWasMadeForTheSpot],
    afterDelete: [publishCollectionDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: "The spot's address on the site; filled from the name when empty." },
    },
    {
      name: 'location',
      type: 'text',
      required: true,
      admin: { description: 'Region and country, e.g. "California, USA".' },
    },
    // The map and the proposals from the point (docs/editors.md 'Adding a spot'); stores nothing.
    {
      name: 'pointOnMap',
      type: 'ui',
      admin: { components: { Field: '/fields/spot-point-field#SpotPointField' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          label: 'Latitude',
          required: true,
          min: -90,
          max: 90,
          admin: { description: 'Degrees, north positive: where the wave breaks, in the water.' },
        },
        {
          name: 'longitude',
          type: 'number',
          label: 'Longitude',
          required: true,
          min: -180,
          max: 180,
          admin: { description: 'Degrees, east positive.' },
        },
      ],
    },
    breakTypeField(),
    skillLevelField(),
    {
      // Home, the map, the summary and the plain GET /api/surf-spots list the featured spots only,
      // so a growing catalogue does not grow them; every published spot is found by search,
      // near and bbox (GET /api/surf-spots?q|near|bbox, docs/api.md).
      name: 'featured',
      type: 'checkbox',
      label: 'Featured (listed on home, the map and the summary)',
      defaultValue: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Unticked: the spot is still published and found by search and near me, but not listed.',
      },
    },
    { name: 'description', type: 'textarea' },
    { name: 'safetyNotes', type: 'textarea', label: 'Safety notes' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'beachFacingDegrees',
      type: 'number',
      label: 'Beach faces (degrees)',
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
          label: 'Offshore wind from (degrees)',
          min: 0,
          max: 359,
          admin: { description: 'Offshore wind sector, from (clockwise): wind class.' },
        },
        {
          name: 'offshoreToDegrees',
          type: 'number',
          label: 'Offshore wind to (degrees)',
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
        components: { Field: '/fields/exposure-field#ExposureField' },
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
    {
      name: 'isUS',
      type: 'checkbox',
      label: 'In the United States',
      defaultValue: false,
      admin: { description: 'US spots read NOAA: NWS forecasts, CO-OPS tides, NDBC buoys.' },
    },
    {
      name: 'timeZone',
      type: 'text',
      label: 'Time zone',
      required: true,
      defaultValue: 'UTC',
      admin: { description: 'IANA name, e.g. America/Los_Angeles.' },
    },
    {
      name: 'tideStation',
      type: 'text',
      label: 'Tide station (id)',
      admin: { description: 'NOAA CO-OPS id in the US; a tide database id elsewhere.' },
    },
    {
      name: 'ndbcBuoy',
      type: 'text',
      label: 'NOAA wave buoy (NDBC id)',
      admin: { description: 'Empty when no wave buoy is near on this coast.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'nwsZone',
          type: 'text',
          label: 'NWS marine zone',
          admin: {
            description:
              'US only: the coastal waters zone whose forecast covers the break, e.g. PZZ650. Looked up from the point.',
          },
        },
        {
          name: 'nwsOffice',
          type: 'text',
          label: 'NWS office',
          admin: { description: 'The office that issues that zone’s forecast, e.g. LOX.' },
        },
      ],
    },
    {
      name: 'nwsZoneFlag',
      type: 'text',
      label: 'NWS zone check',
      admin: {
        readOnly: true,
        description:
          'Set by the monthly zone check when the zone has left its office’s forecast; cleared when it is back.',
      },
    },
    // A spot a surfer proposed (spot-proposals): who, for staff only, and the public credit line
    // the report shows under 'Where these numbers come from'. Set when the proposal is accepted.
    {
      type: 'row',
      fields: [
        {
          name: 'proposedBy',
          type: 'relationship',
          relationTo: 'users',
          label: 'Proposed by',
          access: { read: isStaffField },
          admin: { readOnly: true, description: 'The surfer whose proposal this spot is.' },
        },
        {
          name: 'credit',
          type: 'text',
          label: 'Credit',
          maxLength: 120,
          admin: { description: 'Shown on the report, e.g. "Proposed by Jane S.". Empty: none.' },
        },
      ],
    },
    // Where an imported spot's point and name come from, credited on its report (docs/editors.md
    // 'Importing spots'): e.g. OpenStreetMap under the ODbL. Empty for spots editors made.
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'text',
          label: 'Data source',
          maxLength: 120,
          admin: {
            description: 'Who the spot’s data comes from, e.g. "OpenStreetMap". Empty: ours.',
          },
        },
        {
          name: 'license',
          type: 'text',
          label: 'Data licence',
          maxLength: 60,
          admin: { description: 'The source’s licence, e.g. "ODbL 1.0": the report credits both.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'landLatitude',
          type: 'number',
          label: 'NWS point latitude',
          admin: { description: 'A point just inland, for the NWS forecast (US only).' },
        },
        { name: 'landLongitude', type: 'number', label: 'NWS point longitude' },
      ],
    },
  ],
}
