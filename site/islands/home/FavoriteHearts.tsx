import { useStore } from '@nanostores/react'
import { startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { $gridVersion } from '../../lib/browser-only/home/home-stores'
import { FavoriteToggle } from '../parts/FavoriteToggle'
import { QueryProvider } from '../parts/QueryProvider'

type Slot = { element: HTMLElement; spotId: number; spotName: string }

/** The server-rendered hearts of the grid ([data-heart-slot]) as they are now. */
function findSlots(): Slot[] {
  return [...document.querySelectorAll<HTMLElement>('[data-heart-slot]')].map((element) => ({
    element,
    spotId: Number(element.dataset.heartSlot),
    spotName: element.dataset.spotName ?? '',
  }))
}

/** A live heart in a card's slot: the server's (disabled until the user is known) gives way. */
function LiveHeart({ slot }: { slot: Slot }) {
  useLayoutEffect(() => {
    slot.element.querySelector(':scope > [data-server-heart]')?.remove()
  }, [slot])
  return <FavoriteToggle spotId={slot.spotId} spotName={slot.spotName} />
}

/**
 * Island: the hearts of home's server-rendered cards.
 * One React root takes every heart over when the browser is idle, and again when a date brings
 * new cards, so they share one user and one favourites query and no card is hydrated.
 */
export default function FavoriteHearts() {
  const version = useStore($gridVersion)
  const [slots, setSlots] = useState<Slot[]>([])
  useEffect(() => {
    const found = findSlots()
    // A transition lets React render the 49 hearts in slices instead of one long task.
    startTransition(() => setSlots(found))
  }, [version])
  return (
    <QueryProvider>
      {slots.map((slot) =>
        createPortal(<LiveHeart slot={slot} />, slot.element, `${version}-${slot.spotId}`),
      )}
    </QueryProvider>
  )
}
