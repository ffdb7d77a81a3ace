// Tooltips open 700 ms after the pointer rests on their trigger, or at once when another
// tooltip closed under 300 ms ago (moving along a row of badges should not wait each time).
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** How long to wait before opening a tooltip, given when the last one closed (null: never). */
export function tooltipOpenDelay(now: number, lastClosedAt: number | null): number {
  return lastClosedAt !== null && now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS
}
