// The reports collection's list view is the moderation queue: one row per reported
// item, most reporters first, with the reasons, the author, a link and the editor's actions.
import { Gutter } from '@payloadcms/ui'
import type { ListViewServerProps } from 'payload'
import { hasRole } from '../../access/roles'
import { listQueue } from '../queue'
import { QueueActions } from './QueueActions'
import { reasonsText } from './reasons-text'

/** Server component: reads the queue as the signed-in editor. */
export async function ModerationQueueView({ payload, user }: ListViewServerProps) {
  if (!user || !hasRole(user, 'admin', 'editor')) {
    return <Gutter>Only editors and admins moderate.</Gutter>
  }
  const items = await listQueue(payload, user)
  const isAdmin = hasRole(user, 'admin')
  return (
    <Gutter>
      <h1>Moderation queue</h1>
      <p>
        {items.length === 0
          ? 'Nothing is waiting: no open reports.'
          : `${items.length} reported item${items.length === 1 ? '' : 's'}, most reported first.`}
      </p>
      {items.length > 0 && (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Reports</th>
              <th scope="col">Reasons</th>
              <th scope="col">Author</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}:${item.itemId}`} data-testid="moderation-item">
                <td>
                  <strong>{item.kind === 'post' ? 'Post' : 'Comment'}</strong>{' '}
                  {item.link ? <a href={item.link}>#{item.itemId}</a> : `#${item.itemId}`}
                  {item.hidden && <em> · hidden</em>}
                  {!item.exists && <em> · deleted</em>}
                  <div>{item.excerpt}</div>
                </td>
                <td>{item.reportCount}</td>
                <td>
                  {reasonsText(item.reasons)}
                  {item.notes.map((note, i) => (
                    <div key={i}>“{note}”</div>
                  ))}
                </td>
                <td>
                  {item.authorName ?? 'Unknown'}
                  {item.authorBlocked && <em> · blocked</em>}
                </td>
                <td>{item.exists && <QueueActions item={item} canBlock={isAdmin} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Gutter>
  )
}
