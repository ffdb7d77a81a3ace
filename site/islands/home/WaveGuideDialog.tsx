import * as Dialog from '@radix-ui/react-dialog'
import { WAVE_GUIDE } from '../../lib/home/wave-guide'
import { RatingBadge } from '../parts/RatingBadge'

/** The info button and the Wave Categories Guide popup (SPEC §2, thresholds of SPEC §9). */
export function WaveGuideDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="Wave Categories Guide"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-white font-bold text-sea ring-1 ring-slate-300"
      >
        <span aria-hidden="true">i</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(34rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-xl">
          <Dialog.Title className="text-xl font-bold">Wave Categories Guide</Dialog.Title>
          <Dialog.Description className="mb-4 text-sm text-slate-600">
            How each spot's rating is decided from wave height, wind and swell period.
          </Dialog.Description>
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
                  <td className="py-2">{row.rule}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close className="mt-4 rounded-full bg-sea px-4 py-2 font-semibold text-white">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
