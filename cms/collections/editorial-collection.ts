import type { CollectionConfig, Field } from 'payload'
import { publishCollectionChange, publishCollectionDelete } from '../hooks/publish-content-change'
import { editorialAccess } from '../access/editorial'
import { editorialCardFields } from '../fields/editorial'
import { EDITORIAL_VERSIONS } from '../preview/live-preview'
import { previewUrlFor } from '../preview/preview-url'
import { CONTENT } from '../admin/nav'

type Options = {
  useAsTitle: string
  defaultColumns: string[]
  /** The collection's own fields: `heading` before the shared card fields, `rest` after them. */
  heading: Field[]
  rest: Field[]
}

/**
 * A collection of editorial cards (Blog, Board Room): drafts with a preview link, a live preview
 * and scheduled publishing, editors' access, a publish event on every change, newest first.
 */
export function editorialCollection(slug: string, options: Options): CollectionConfig {
  const { useAsTitle, defaultColumns, heading, rest } = options
  return {
    slug,
    admin: {
      group: CONTENT,
      preview: previewUrlFor(slug),
      useAsTitle,
      defaultColumns,
    },
    access: editorialAccess,
    hooks: { afterChange: [publishCollectionChange], afterDelete: [publishCollectionDelete] },
    versions: EDITORIAL_VERSIONS,
    defaultSort: '-date',
    fields: [...heading, ...editorialCardFields, ...rest],
  }
}
