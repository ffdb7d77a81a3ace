import type { Payload } from 'payload'
import type React from 'react'
import {
  lastRefreshPerSource,
  moderationQueueCount,
  newestContactMessages,
  scheduledPublications,
  stationWarnings,
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
  const [queue, scheduled, refreshes, messages, stations] = await Promise.all([
    moderationQueueCount(payload),
    scheduledPublications(payload),
    lastRefreshPerSource(payload),
    newestContactMessages(payload),
    stationWarnings(payload),
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
      <article className="firing-tile" data-tile="stations">
        <h2>Stations to check</h2>
        {stations.zones.length || stations.buoys?.length ? (
          <ul>
            {stations.zones.map((z) => (
              <li key={`zone-${z.id}`} data-warning="zone">
                <a href={`${ADMIN}/surf-spots/${z.id}`}>{z.name}</a>: {z.message}
              </li>
            ))}
            {(stations.buoys ?? []).map((b) => (
              <li key={`buoy-${b.id}`} data-warning="buoy">
                <a href={`${ADMIN}/surf-spots/${b.id}`}>{b.name}</a>: buoy {b.buoy}{' '}
                {b.lastSeen
                  ? `last reported ${when(b.lastSeen)}`
                  : 'is not in NDBC’s latest observations'}
                .{' '}
                {b.nextNearest
                  ? `Next nearest: ${b.nextNearest.id} (${b.nextNearest.name}, ${b.nextNearest.distanceKm} km).`
                  : 'No other buoy within 60 km on this coast.'}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Every zone is in its office’s forecast and every buoy reported in the last 24 hours.
          </p>
        )}
        {stations.buoys === null ? (
          <p className="firing-tile__failure">NDBC’s latest observations could not be read.</p>
        ) : null}
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
