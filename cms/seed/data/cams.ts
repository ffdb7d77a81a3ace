// The built-in cam list: one external cam link for each of three spots,
// keyed by the exact spot name in SPOT_SEEDS. The links open in a new tab.

export type CamSeed = {
  /** Exact `name` of a spot in SPOT_SEEDS. */
  spotName: string
  title: string
  url: string
  description: string
}

// The South Beach link is Surfline's spot page (id seen in two independent public projects).
// The Rye Rocks and Sayulita spot-page ids could not be verified here, so those two use Surfline's
// own search page for the spot, which lists the spot report with its live cam first.
export const CAM_SEEDS: CamSeed[] = [
  {
    spotName: 'Miami Beach (South Beach)',
    title: 'South Beach Surf Cam',
    url: 'https://www.surfline.com/surf-report/south-beach/5842041f4e65fad6a77099da',
    description:
      "Surfline's live view of the South Beach sandbars with the current report. Handy for checking whether a northeast swell or a passing front has put waves on the bars.",
  },
  {
    spotName: 'Sayulita',
    title: 'Sayulita Live Cam',
    url: 'https://www.surfline.com/search/Sayulita',
    description:
      "Surfline's Sayulita spot page and live cam over the town break. Check the crowd at the right and whether the left by the river mouth is breaking before you walk down.",
  },
  {
    spotName: 'Rye Rocks',
    title: 'Rye Rocks Surf Cam',
    url: 'https://www.surfline.com/search/Rye%20Rocks',
    description:
      "Surfline's Rye Rocks spot page and live cam along Ocean Boulevard. Useful on cold mornings to see the tide on the rocks before you suit up.",
  },
]
