// Run by tide-catalogue.ts's loadTideStations as a child process: loads @neaps/tide-database
// (all ~11 000 stations, ~140 MB), sends back the whole records of the stations asked, and exits,
// so the memory goes back to the system with the process (a worker thread's stayed in the parent's
// heap: +85 MB measured). Plain JavaScript: it runs as it is under tsx, Vitest and the compiled
// server alike.
import { stationsById } from '@neaps/tide-database'

process.once('message', (/** @type {{ keys: string[] }} */ { keys }) => {
  process.send?.(
    keys.map((key) => stationsById.get(key) ?? null),
    () => process.disconnect(),
  )
})
