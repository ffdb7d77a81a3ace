'use client'
// The import form (docs/editors.md 'Importing spots'): a GeoJSON file, whether to publish, a
// progress bar that follows a large file's job, and a table of every feature's result.
import type React from 'react'
import { useId, useState } from 'react'
import type { SpotImportResult } from '../../../shared/contracts/spot-import'

const ENDPOINT = '/api/admin/spots/import'
const POLL_MS = 1000

type Progress = { done: number; total: number } | null
type Answer = {
  message?: string
  results?: SpotImportResult[]
  statusUrl?: string
  state?: string
  done?: number
  total?: number
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readJson(response: Response): Promise<Answer> {
  return ((await response.json().catch(() => ({}))) ?? {}) as Answer
}

/** Follows a job's status URL until it is finished (or failed), telling each progress. */
async function follow(url: string, onProgress: (p: Progress) => void): Promise<Answer> {
  for (;;) {
    const response = await fetch(url, { credentials: 'same-origin' })
    const answer = await readJson(response)
    if (!response.ok) throw new Error(answer.message ?? `The status answered ${response.status}`)
    onProgress({ done: answer.done ?? 0, total: answer.total ?? 0 })
    if (answer.state === 'finished') return answer
    if (answer.state === 'failed') throw new Error('The import stopped: see the results so far.')
    await wait(POLL_MS)
  }
}

export function ImportSpotsForm(): React.ReactElement {
  const fileId = useId()
  const publishId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [publish, setPublish] = useState(true)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<Progress>(null)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<SpotImportResult[] | null>(null)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!file) {
      setError('Choose a GeoJSON file first.')
      return
    }
    setBusy(true)
    setError(null)
    setResults(null)
    setProgress(null)
    try {
      let features: unknown
      try {
        features = JSON.parse(await file.text())
      } catch {
        throw new Error(`${file.name} is not JSON: choose a GeoJSON file.`)
      }
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ features, publish }),
      })
      const answer = await readJson(response)
      if (!response.ok) throw new Error(answer.message ?? `The import answered ${response.status}`)
      const done = answer.statusUrl ? await follow(answer.statusUrl, setProgress) : answer
      const all = done.results ?? []
      setProgress({ done: all.length, total: all.length })
      setResults(all)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  const created = results?.filter((r) => r.status === 'created').length ?? 0
  return (
    <div className="firing-import">
      <form onSubmit={onSubmit} aria-describedby={error ? `${fileId}-error` : undefined}>
        <p>
          <label htmlFor={fileId}>GeoJSON file</label>{' '}
          <input
            id={fileId}
            type="file"
            accept=".geojson,.json,application/geo+json,application/json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </p>
        <p>
          <input
            id={publishId}
            type="checkbox"
            checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
          />{' '}
          <label htmlFor={publishId}>Publish the spots (unticked: drafts to check first)</label>
        </p>
        <button type="submit" className="btn btn--style-primary" disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </button>
      </form>
      {(busy || progress) && (
        <p>
          <label htmlFor={`${fileId}-progress`}>Progress</label>{' '}
          {progress && progress.total > 0 ? (
            <>
              <progress id={`${fileId}-progress`} max={progress.total} value={progress.done} />{' '}
              <span aria-live="polite">
                {progress.done} of {progress.total} features
              </span>
            </>
          ) : (
            <progress id={`${fileId}-progress`} aria-label="Importing" />
          )}
        </p>
      )}
      {error && (
        <p id={`${fileId}-error`} role="alert" className="firing-import__error">
          {error}
        </p>
      )}
      {results && (
        <section aria-labelledby={`${fileId}-results`}>
          <h2 id={`${fileId}-results`}>Results</h2>
          <p role="status">
            {created} created, {results.length - created} refused, of {results.length} features.
          </p>
          <table className="firing-import__results">
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Spot</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.index} data-status={r.status}>
                  <td>{r.index}</td>
                  <td>{r.name ?? '(no name)'}</td>
                  <td>{r.status === 'created' ? 'Created' : 'Refused'}</td>
                  <td>{r.reason ?? ''}</td>
                  <td>
                    {r.id ? (
                      <a href={`/admin/collections/surf-spots/${r.id}`}>
                        Open {r.name ?? `spot ${r.id}`}
                      </a>
                    ) : (
                      ''
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}
