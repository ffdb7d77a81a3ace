import { atom } from 'nanostores'

export type Toast = {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** A link button in the toast, e.g. 'Sign Up' to the login route. */
  action?: { label: string; href: string }
}

let nextId = 0

/** The toasts on screen; one shows at a time, so a new one replaces the old. */
export const $toasts = atom<Toast[]>([])

/** Shows a toast from any island. */
export function toast(input: Omit<Toast, 'id'>): void {
  $toasts.set([{ ...input, id: ++nextId }])
}

/** Removes a toast once it closed. */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id))
}
