// Video previews and location suggestions through the server, against the fake upstream that
// answers from recorded samples (the live code path).
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LocationSuggestionList, VideoPreview } from '../shared/contracts/feed'
import { getJson, type Session, surferSession } from './support/feed'

const baseUrl = () => inject('baseUrl')
let surfer: Session

beforeAll(async () => {
  surfer = await surferSession(inject('baseUrl'))
})

describe('GET /api/youtube-metadata/{videoId}', () => {
  it('should answer the title and channel from oEmbed and the standard thumbnail', async () => {
    const { status, body } = await getJson(baseUrl(), '/api/youtube-metadata/abcDEF12345')
    expect(status).toBe(200)
    expect(VideoPreview.parse(body)).toMatchObject({
      videoId: 'abcDEF12345',
      channelTitle: 'smshdchrb',
      thumbnail: 'https://i.ytimg.com/vi/abcDEF12345/sddefault.jpg',
    })
    expect((body as VideoPreview).title).not.toBe('YouTube Video')
  })

  it('should fall back to YouTube Video / YouTube for a video oEmbed will not describe', async () => {
    const { body } = await getJson(baseUrl(), '/api/youtube-metadata/missing0000')
    expect(body).toMatchObject({ title: 'YouTube Video', channelTitle: 'YouTube' })
  })

  it('should refuse an id that is not a YouTube id', async () => {
    expect((await getJson(baseUrl(), '/api/youtube-metadata/not-an-id')).status).toBe(400)
  })
})

describe('GET /api/location-search', () => {
  it('should answer up to 5 suggestions in the contract shape', async () => {
    const { status, body } = await getJson(
      baseUrl(),
      '/api/location-search?q=Portland%20Head',
      surfer,
    )
    expect(status).toBe(200)
    const places = LocationSuggestionList.parse(body)
    expect(places.length).toBeGreaterThan(0)
    expect(places.length).toBeLessThanOrEqual(5)
    expect(places[0]).toMatchObject({ id: 'way/329793373', name: 'Portland Head Light' })
  })

  it('should ask for at least 3 characters', async () => {
    const { status, body } = await getJson(baseUrl(), '/api/location-search?q=ab', surfer)
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: 'Type at least 3 characters to search' })
  })

  it('should answer 401 to a visitor', async () => {
    expect((await getJson(baseUrl(), '/api/location-search?q=Malibu')).status).toBe(401)
  })
})
