export type Cell = string | number | null

/** Lays rows out in columns: the first left-aligned, the others right-aligned; null prints "–". */
export function formatTable(rows: Cell[][]): string {
  const text = rows.map((row) => row.map((cell) => (cell === null ? '–' : String(cell))))
  const widths: number[] = []
  for (const row of text) {
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)))
  }
  return text
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
