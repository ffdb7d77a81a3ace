// Fake NDBC realtime2 under /ndbc/data/realtime2/{STATION}.txt: the recorded 41002 rows with
// their timestamps moved so the newest row is ~20 minutes old, wave heights scaled per station.
import { readSample, roundTo, seedOf, unit } from './samples'
import type { SampleContext, SampleReply } from './types'
import { textReply } from './types'

const TEN_MINUTES = 10 * 60_000

/** Routes every /ndbc request. */
export function handleNdbc(ctx: SampleContext): SampleReply {
  const match = /^\/data\/realtime2\/([A-Za-z0-9]{5})\.txt$/.exec(ctx.path)
  if (!match) return notFound(ctx.path)
  const station = (match[1] ?? '').toUpperCase()
  const lines = readSample('ndbc', ctx.samplesDir)
    .split('\n')
    .filter((l) => l.trim() !== '')
  const header = lines.slice(0, 2)
  const rows = lines.slice(2)
  if (ctx.empty) return textReply(200, `${header.join('\n')}\n`)
  const template = rows[0] ?? ''
  const recordedNewest = rowTime(template)
  const shift = Math.floor(ctx.now / TEN_MINUTES) * TEN_MINUTES - 2 * TEN_MINUTES - recordedNewest
  const names = (header[0] ?? '').replace('#', '').trim().split(/\s+/)
  const waveScale = 0.6 + 1.9 * unit(seedOf(station), 'wvht')
  const body = rows.map((row) => {
    const cells = row.trim().split(/\s+/)
    const at = new Date(rowTime(row) + shift)
    const date = [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
    ]
    date.forEach((n, i) => (cells[i] = String(n).padStart(i === 0 ? 4 : 2, '0')))
    const wvht = names.indexOf('WVHT')
    if (cells[wvht] && cells[wvht] !== 'MM')
      cells[wvht] = roundTo(Number(cells[wvht]) * waveScale, 1).toFixed(1)
    return layOut(cells, template)
  })
  return textReply(200, `${[...header, ...body].join('\n')}\n`)
}

// 'YYYY MM DD hh mm …' → epoch ms (UTC).
function rowTime(row: string): number {
  const [y, mo, d, h, mi] = row.trim().split(/\s+/).map(Number)
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0)
}

// Right-align each cell where the recorded row ends that column, keeping NDBC's fixed layout.
function layOut(cells: string[], template: string): string {
  const ends = [...template.matchAll(/\S+/g)].map((m) => (m.index ?? 0) + m[0].length)
  let line = ''
  for (const [i, cell] of cells.entries()) {
    const end = ends[i] ?? line.length + cell.length + 1
    line += cell.padStart(Math.max(cell.length + (i ? 1 : 0), end - line.length))
  }
  return line
}

function notFound(path: string): SampleReply {
  const html = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL ${path} was not found on this server.</p></body></html>\n`
  return textReply(404, html, 'text/html; charset=iso-8859-1')
}
