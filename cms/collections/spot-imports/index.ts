import type { CollectionConfig } from 'payload'
import { CONTENT } from '../../admin/nav'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { nobody } from '../../access/nobody'
import { IMPORT_STATES } from '../../../shared/contracts/spot-import'

// One bulk import of spots run as a job (issue 35, cms/spot-import): the file's features, whether
// they are published, and the progress GET /api/admin/spots/import/{jobId} answers. Staff create
// one through the endpoint and read them; only the import job itself (a system write) updates it.
export const SpotImports: CollectionConfig = {
  slug: 'spot-imports',
  labels: { singular: 'Spot import', plural: 'Spot imports' },
  admin: {
    group: CONTENT,
    useAsTitle: 'id',
    defaultColumns: ['id', 'state', 'done', 'total', 'createdAt'],
    description: 'Large imports of spots and their results. Import a file from "Import spots".',
  },
  access: { read: isStaff, create: isStaff, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: IMPORT_STATES.map((value) => ({ value, label: value })),
      admin: { readOnly: true },
    },
    { name: 'publish', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'total', type: 'number', required: true, min: 0, admin: { readOnly: true } },
    { name: 'done', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
    {
      name: 'importedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    // The FeatureCollection's features as posted (validated by the contract first).
    { name: 'features', type: 'json', required: true, admin: { hidden: true } },
    { name: 'results', type: 'json', admin: { readOnly: true } },
  ],
}
