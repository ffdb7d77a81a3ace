import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { User } from '../../../shared/contracts/auth'
import { fullName } from '../../../shared/domain/feed/people'
import { Avatar } from './Avatar'

const ITEMS = [
  { label: 'Profile', href: '/profile' },
  { label: 'Sign out', href: '/api/logout' },
] as const
const ITEM = 'block rounded px-3 py-2 outline-none hover:bg-cyan-50 focus:bg-cyan-50'

/**
 * The signed-in user's menu, written to the WAI-ARIA menu button pattern (Enter, Space or
 * ArrowDown opens on the first item, arrows move, Escape and Tab close) instead of Radix's
 * DropdownMenu: it sits in the header of every page, and Radix's popper costs ~22 KB gzip there.
 */
export function AccountMenu({ user, buttonClass }: { user: User; buttonClass: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLAnchorElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    items.current[0]?.focus()
    const onOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onOutside)
    return () => document.removeEventListener('pointerdown', onOutside)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLAnchorElement)
    const move = (to: number) => items.current[(to + ITEMS.length) % ITEMS.length]?.focus()
    if (event.key === 'Escape') close()
    else if (event.key === 'Tab') setOpen(false)
    else if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(ITEMS.length - 1)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`Account menu for ${fullName(user) ?? user.email}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
        className={buttonClass}
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1.5 min-w-40 rounded-md bg-white p-1 text-ink shadow-lg"
        >
          <p role="presentation" className="px-3 py-2 text-xs text-slate-600">
            {user.email}
          </p>
          {ITEMS.map((item, index) => (
            <a
              key={item.href}
              ref={(element) => {
                items.current[index] = element
              }}
              role="menuitem"
              tabIndex={-1}
              href={item.href}
              className={ITEM}
            >
              {item.label}
            </a>
          ))}
        </div>
      )}
    </div>
  )
}
