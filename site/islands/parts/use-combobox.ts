import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

type Options<T> = {
  /** A suggestion was picked (Enter on the active one, or a click). */
  onPick: (option: T) => void
  /** Escape with the list already closed (home's search clears itself). */
  onEscapeClosed?: () => void
  /** How long the list stays after the input loses focus (150 ms for locations). */
  closeDelayMs?: number
  /** Whether focusing the input opens the list. */
  openOnFocus?: boolean
}

/**
 * An ARIA 1.2 combobox with a listbox of suggestions, shared by home's search and the feed's
 * location field: arrows move from the input through the options and back to the input (the
 * first arrow opens a closed list), Enter picks the active option, Escape closes the list (then
 * `onEscapeClosed`), a click picks without the input losing focus first. `open` is known before
 * the suggestions (a lookup may depend on it); `bind(options)` gives the elements' props.
 */
export function useCombobox<T>({
  onPick,
  onEscapeClosed,
  closeDelayMs = 0,
  openOnFocus = false,
}: Options<T>) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  /** The props of the input, the list and each option, for these suggestions. */
  const bind = (options: readonly T[]) => {
    const expanded = open && options.length > 0
    const optionId = (i: number) => `${id}-option-${i}`

    const pick = (option: T) => {
      onPick(option)
      setOpen(false)
      setActive(-1)
    }

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        if (!open) return setOpen(true)
        const step = event.key === 'ArrowDown' ? 1 : -1
        const count = options.length
        // -1 is the input itself: the cycle runs input, first, ..., last, input.
        setActive((a) => ((a + 1 + step + count + 1) % (count + 1)) - 1)
      } else if (event.key === 'Enter') {
        const chosen = expanded ? options[active] : undefined
        if (chosen === undefined) return setOpen(false)
        event.preventDefault()
        pick(chosen)
      } else if (event.key === 'Escape') {
        if (expanded) setOpen(false)
        else onEscapeClosed?.()
        setActive(-1)
      }
    }
    return {
      expanded,
      inputProps: {
        id: `${id}-input`,
        role: 'combobox' as const,
        autoComplete: 'off',
        'aria-expanded': expanded,
        'aria-controls': `${id}-list`,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        onKeyDown,
        onFocus: () => {
          clearTimeout(closeTimer.current)
          if (openOnFocus) setOpen(true)
        },
        onBlur: () => {
          if (closeDelayMs <= 0) return setOpen(false)
          closeTimer.current = setTimeout(() => setOpen(false), closeDelayMs)
        },
      },
      listProps: { id: `${id}-list`, role: 'listbox' as const, hidden: !expanded },
      optionProps: (i: number) => ({
        id: optionId(i),
        role: 'option' as const,
        'aria-selected': i === active,
        // mousedown, not click: the input's blur would close the list before a click lands.
        onMouseDown: (event: { preventDefault: () => void }) => {
          event.preventDefault()
          const option = options[i]
          if (option !== undefined) pick(option)
        },
      }),
    }
  }

  return {
    open,
    active,
    /** Call when the person types: the list opens on the new text, nothing active. */
    onType: () => {
      setOpen(true)
      setActive(-1)
    },
    bind,
  }
}
