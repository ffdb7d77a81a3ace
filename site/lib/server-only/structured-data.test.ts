import { describe, expect, it } from 'vitest'
import { buildStructuredData, jsonLdScript } from './structured-data'

describe('buildStructuredData', () => {
  it('should describe the site and each spot with coordinates', () => {
    const data = buildStructuredData('https://firing.surf', [
      {
        id: 7,
        name: 'Rye Rocks',
        location: 'New Hampshire, USA',
        latitude: 43.0,
        longitude: -70.7,
      },
    ])
    const types = data['@graph'].map((n) => n['@type'])
    expect(types).toContainEqual('WebSite')
    expect(data['@graph'][2]).toMatchObject({
      name: 'Rye Rocks',
      url: 'https://firing.surf/spot/7/report',
      geo: { latitude: 43.0, longitude: -70.7 },
    })
  })
})

describe('jsonLdScript', () => {
  it('should never let text close the script element', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
