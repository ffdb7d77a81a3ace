import type { CollectionConfig } from 'payload'
import { COMMUNITY } from '../../admin/nav'
import { isServerWrite } from '../../access/server-write'
import { isStaff } from '../../access/is-staff'
import { hasRole } from '../../access/roles'
import { breakTypeField, skillLevelField } from '../../fields/spot-choices'
import { PROPOSAL_STATUSES } from '../../../shared/contracts/surfer-proposals'
import { acceptOrReject, deriveOnCreate } from './hooks'

// A spot proposed by a surfer (issue 36, docs/editors.md 'Reviewing proposed spots'). Written by
// POST /api/spot-proposals (cms/surfer-proposals, a server write for the signed-in surfer, which
// checks the point, duplicates and the daily limit first) or by staff in the admin. A surfer reads
// only their own; nothing is public. Staff accept (a published spot is created from the point,
// credited to the proposer) or reject with a reason the proposer reads on their profile.
// Not the admin's GET /api/admin/spot-proposal, which proposes a point's values for the spot form.
export const SpotProposals: CollectionConfig = {
  slug: 'spot-proposals',
  labels: { singular: 'Proposed spot', plural: 'Proposed spots' },
  admin: {
    group: COMMUNITY,
    useAsTitle: 'name',
    defaultColumns: ['name', 'status', 'proposer', 'breakType', 'createdAt'],
    listSearchableFields: ['name'],
    description:
      'Spots surfers proposed. Check the point on the map and the derived values, then set the status: accepted publishes a spot credited to the proposer; rejected needs a reason, which the proposer reads.',
  },
  access: {
    // Staff read all; a surfer only their own; visitors nothing.
    read: ({ req }) => {
      if (!req.user) return false
      if (hasRole(req.user, 'admin', 'editor')) return true
      return { proposer: { equals: req.user.id } }
    },
    create: (args) => isStaff(args) || isServerWrite(args),
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    beforeValidate: [deriveOnCreate],
    beforeChange: [acceptOrReject],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PROPOSAL_STATUSES.map((value) => ({
        value,
        label: value.charAt(0).toUpperCase() + value.slice(1),
      })),
      admin: {
        position: 'sidebar',
        description:
          'Accepted publishes the spot (once; it then stays accepted). Rejected needs a reason.',
      },
    },
    {
      name: 'reason',
      type: 'textarea',
      maxLength: 500,
      admin: {
        position: 'sidebar',
        description: 'Shown to the proposer only (and staff). Required to reject.',
      },
    },
    {
      name: 'spot',
      type: 'relationship',
      relationTo: 'surf-spots',
      label: 'Published spot',
      admin: { position: 'sidebar', readOnly: true, description: 'Set when accepted.' },
    },
    {
      name: 'proposer',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'The name the spot is published under: correct it before accepting.' },
    },
    {
      name: 'location',
      type: 'text',
      admin: {
        description:
          'Region and country for the spot, e.g. "California, USA". Empty: the coordinates are shown. Fill it in before accepting.',
      },
    },
    // The point on the admin's coast map with a link to the site's forecast for it; stores nothing.
    {
      name: 'pointOnMap',
      type: 'ui',
      admin: { components: { Field: '/fields/proposal-point-field#ProposalPointField' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    {
      type: 'row',
      fields: [breakTypeField(), skillLevelField()],
    },
    {
      name: 'notes',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: "The surfer's notes: becomes the spot's description when accepted." },
    },
    {
      type: 'collapsible',
      label: 'Derived from the point',
      admin: {
        description:
          'Found from the coastline and the station catalogues when the proposal was made, as for a spot created from its point. The published spot derives its own again.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'beachFacingDegrees',
              type: 'number',
              label: 'Beach faces (degrees)',
              admin: { readOnly: true },
            },
            {
              name: 'offshoreFromDegrees',
              type: 'number',
              label: 'Offshore from (degrees)',
              admin: { readOnly: true },
            },
            {
              name: 'offshoreToDegrees',
              type: 'number',
              label: 'Offshore to (degrees)',
              admin: { readOnly: true },
            },
          ],
        },
        {
          name: 'exposureSummary',
          type: 'text',
          label: 'Swell window',
          admin: { readOnly: true },
        },
        {
          type: 'row',
          fields: [
            { name: 'timeZone', type: 'text', label: 'Time zone', admin: { readOnly: true } },
            {
              name: 'coastKm',
              type: 'number',
              label: 'From the coast (km)',
              admin: { readOnly: true },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'tideStation', type: 'text', label: 'Tide station', admin: { readOnly: true } },
            { name: 'ndbcBuoy', type: 'text', label: 'Wave buoy', admin: { readOnly: true } },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
