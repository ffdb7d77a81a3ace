// RFC 4180 CSV text: CRLF line ends, a field quoted when it holds a comma, a quote, a line break
// or edge spaces, quotes doubled inside. Text that a spreadsheet would run as a formula (= + - @)
// is prefixed with ' (OWASP's CSV injection advice): spot names and summaries are editors' text.

export type Cell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

/** One CSV field: empty for null, numbers as written, text quoted and defused as needed. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A CSV document: optional `# comment` lines, the header row, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  { comments = [] }: { comments?: readonly string[] } = {},
): string {
  const lines = [
    ...comments.map((c) => `# ${c.replaceAll(/[\r\n]+/g, ' ')}`),
    header.map(csvField).join(','),
    ...rows.map((row) => row.map(csvField).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
