import type { Payload } from 'payload'
import type React from 'react'
import {
  lastRefreshPerSource,
  moderationQueueCount,
  newestContactMessages,
  scheduledPublications,
} from '../dashboard-data'

type Props = { payload: Payload }

const ADMIN = '/admin/collections'
const when = (iso: string) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : ''

/**
 * What an editor opens the admin for, above the collection cards: the moderation queue, what is
 * scheduled to go out, how fresh the conditions are, and who wrote in. A server component.
 */
export async function Dashboard({ payload }: Props): Promise<React.ReactElement> {
  const [queue, scheduled, refreshes, messages] = await Promise.all([
    moderationQueueCount(payload),
    scheduledPublications(payload),
    lastRefreshPerSource(payload),
    newestContactMessages(payload),
  ])
  return (
    <section className="firing-dashboard" aria-label="Editors' overview">
      <article className="firing-tile" data-tile="moderation">
        <h2>Moderation</h2>
        <p>
          <strong data-testid="moderation-count">{queue.open}</strong>{' '}
          {queue.open === 1 ? 'item' : 'items'} reported, waiting for a decision{' '}
          <a href="/admin/collections/content-reports">Open the queue</a>
        </p>
      </article>
      <article className="firing-tile" data-tile="scheduled">
        <h2>Scheduled publications</h2>
        {scheduled.length ? (
          <ul>
            {scheduled.map((item) => (
              <li key={item.id}>
                <a
                  href={
                    item.docId
                      ? `${ADMIN}/${item.collection}/${item.docId}`
                      : '/admin/globals/who-we-are'
                  }
                >
                  {item.title}
                </a>{' '}
                — {item.action === 'publish' ? 'publishes' : 'unpublishes'} {when(item.at)}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing scheduled.</p>
        )}
      </article>
      <article className="firing-tile" data-tile="refresh">
        <h2>Conditions refresh</h2>
        {refreshes.length ? (
          <ul>
            {refreshes.map((row) => (
              <li key={row.source} data-source={row.source}>
                <strong>{row.source}</strong> ({row.mode}): {row.age} · {row.ok}/{row.requests}{' '}
                answered
                {row.failure ? (
                  <span className="firing-tile__failure"> · {row.failure}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No refresh has run yet.</p>
        )}
      </article>
      <article className="firing-tile" data-tile="contact">
        <h2>Newest contact messages</h2>
        {messages.length ? (
          <ul>
            {messages.map((message) => (
              <li key={message.id}>
                <a href={`${ADMIN}/contact-messages/${message.id}`}>{message.subject}</a> from{' '}
                {message.name}, {when(message.at)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No messages yet.</p>
        )}
      </article>
    </section>
  )
}
