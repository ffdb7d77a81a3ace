import { useId, useRef } from 'react'
import { WAVE_GUIDE } from '../../lib/browser-only/home/wave-guide'
import { localizeText, type Units } from '../../../shared/domain/units/units'
import { RatingBadge } from '../parts/RatingBadge'

/**
 * The info button and the Wave Categories Guide popup (wave-guide.ts). A native
 * modal <dialog> does what Radix Dialog did here (focus moves in and back, Escape closes, the page
 * behind is inert) for none of its ~17 KB gzip, which home's 100 KB budget could not carry.
 */
export function WaveGuideDialog({ units }: { units: Units }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        type="button"
        aria-label="Wave Categories Guide"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white font-bold text-sea ring-1 ring-slate-300"
      >
        <span aria-hidden="true">i</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // A click on the backdrop lands on the dialog element itself: close, as Radix did.
        onClick={(event) => event.target === dialog.current && close()}
        className="m-auto max-h-[90vh] w-[min(34rem,94vw)] overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/60"
      >
        <h2 id={titleId} className="text-xl font-bold">
          Wave Categories Guide
        </h2>
        <p id={descriptionId} className="mb-4 text-sm text-slate-600">
          How each spot's rating is decided from wave height, wind and swell period.
        </p>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pb-2">
                Rating
              </th>
              <th scope="col" className="pb-2">
                Rule
              </th>
            </tr>
          </thead>
          <tbody>
            {WAVE_GUIDE.map((row) => (
              <tr key={row.rating} className="border-t border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <RatingBadge rating={row.rating} />
                  <span className="sr-only"> {row.name}</span>
                </th>
                <td className="py-2">{localizeText(row.rule, units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          onClick={close}
          className="mt-4 rounded-full bg-sea px-4 py-2 font-semibold text-white"
        >
          Close
        </button>
      </dialog>
    </>
  )
}
