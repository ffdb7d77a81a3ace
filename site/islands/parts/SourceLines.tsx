import type { ProvenanceLine } from '../../lib/universal/provenance-words'

/**
 * Where each group of numbers came from and how old it is, a line per group (provenance-words.ts).
 * Paragraphs, not a list: cards sit in lists whose items the page counts.
 */
export function SourceLines({ lines }: { lines: readonly ProvenanceLine[] }) {
  return (
    <div role="group" aria-label="Data sources" className="space-y-0.5 text-xs text-slate-600">
      {lines.map((line) => (
        <p key={line.label}>
          <span className="font-medium text-slate-700">{line.label}:</span> {line.text}
          {line.stale && (
            <>
              {' · '}
              <strong className="text-red-800">{line.stale}</strong>
            </>
          )}
        </p>
      ))}
    </div>
  )
}
