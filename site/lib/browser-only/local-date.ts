// Not date-fns' format: it is the only date-fns use in the browser and cost home 5 KB of gzip
// JavaScript for three numbers (docs/screens-home.md, JS budget).
const pad = (n: number) => String(n).padStart(2, '0')

/** Today on the visitor's own calendar, YYYY-MM-DD (the profile asks for today). */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
