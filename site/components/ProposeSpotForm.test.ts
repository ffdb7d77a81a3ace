import { experimental_AstroContainer as AstroContainer } from 'astro/container'
import { Window } from 'happy-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import ProposeSpotForm from './ProposeSpotForm.astro'
import ProposedSpotsList from './ProposedSpotsList.astro'
import type { SurferProposal } from '../../shared/contracts/surfer-proposals'

let container: AstroContainer
beforeAll(async () => {
  container = await AstroContainer.create()
})

const documentOf = (html: string) => {
  const window = new Window()
  window.document.body.innerHTML = html
  return window.document
}

describe('ProposeSpotForm', () => {
  it('fixes the point it is given (the /forecast page) and labels every field', async () => {
    const html = await container.renderToString(ProposeSpotForm, {
      props: { lat: -33.95, lon: 18.37, signedIn: true, idPrefix: 'here' },
    })
    const doc = documentOf(html)
    expect(doc.body.textContent).toContain('Point: -33.9500, 18.3700')
    expect(doc.querySelector('input[name="latitude"]')?.getAttribute('type')).toBe('hidden')
    expect(doc.querySelector('input[name="longitude"]')?.getAttribute('value')).toBe('18.37')
    for (const name of ['name', 'breakType', 'skillLevel', 'notes']) {
      const field = doc.querySelector(`[name="${name}"]`)
      const id = field?.getAttribute('id') ?? ''
      expect(doc.querySelector(`label[for="${id}"]`)?.textContent?.trim(), name).toBeTruthy()
      const described = field?.getAttribute('aria-describedby') ?? ''
      expect(doc.getElementById(described), `${name}'s message slot`).not.toBeNull()
    }
    expect(doc.querySelector('[role="status"]')).not.toBeNull()
  })

  it('asks for the point without one (the profile page)', async () => {
    const html = await container.renderToString(ProposeSpotForm, { props: { signedIn: true } })
    const doc = documentOf(html)
    expect(doc.querySelector('label[for="propose-latitude"]')?.textContent).toMatch(/Latitude/)
    expect(doc.querySelector('#propose-latitude')?.getAttribute('type')).toBe('number')
  })

  it('tells a visitor to sign in, with the way back', async () => {
    const html = await container.renderToString(ProposeSpotForm, {
      props: { lat: 1, lon: 2, signedIn: false, returnTo: '/forecast?lat=1&lon=2' },
    })
    const doc = documentOf(html)
    expect(doc.querySelector('form')).toBeNull()
    expect(doc.querySelector('a')?.getAttribute('href')).toBe(
      '/login?returnTo=%2Fforecast%3Flat%3D1%26lon%3D2',
    )
  })
})

describe('ProposedSpotsList', () => {
  const proposal = (over: Partial<SurferProposal>): SurferProposal => ({
    id: 1,
    name: 'Reef <script>x</script>',
    latitude: -33.95,
    longitude: 18.37,
    breakType: 'reef',
    skillLevel: 'advanced',
    notes: null,
    status: 'pending',
    reason: null,
    derived: {
      beachFacingDegrees: 270,
      offshoreFromDegrees: 45,
      offshoreToDegrees: 135,
      timeZone: 'Africa/Johannesburg',
      exposureSummary: 'Open to swell from 180° to 20°',
      tideStation: null,
      ndbcBuoy: null,
    },
    spot: null,
    createdAt: '2026-12-02T06:00:00.000Z',
    ...over,
  })

  it('says each state in words, the reason and the published spot, all escaped', async () => {
    const html = await container.renderToString(ProposedSpotsList, {
      props: {
        proposals: [
          proposal({ status: 'rejected', reason: 'Same as <b>Kalk Bay</b>' }),
          proposal({ id: 2, status: 'accepted', spot: { id: 77, slug: 'reef' } }),
        ],
      },
    })
    expect(html).not.toContain('<script>x</script>')
    expect(html).not.toContain('<b>Kalk Bay</b>')
    const doc = documentOf(html)
    const items = [...doc.querySelectorAll('li')].map((li) => li.textContent ?? '')
    expect(items[0]).toContain('Not accepted')
    expect(items[0]).toContain('Editor’s reason: Same as <b>Kalk Bay</b>')
    expect(items[1]).toContain('Accepted and published')
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/spot/77/report')
  })
})
