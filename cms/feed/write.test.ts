import type { Payload, TypedUser } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { createPost } from './write'

const user = { id: 4, firstName: 'Ana', lastName: 'Reef', profileImageUrl: null } as TypedUser

/** A Payload stand-in whose writes succeed and whose reads fail (the database just went away). */
function payloadWithFailingReads() {
  const saved = {
    id: 31,
    author: 4,
    content: 'Offshore and clean',
    location: 'Point',
    spot: null,
    media: { id: 9, mimeType: 'image/jpeg', url: null, sizes: { display: { url: '/d.webp' } } },
    imageUrl: null,
    createdAt: '2026-11-25T06:00:00.000Z',
    updatedAt: '2026-11-25T06:00:00.000Z',
  }
  const fail = () => Promise.reject(new Error('connection terminated'))
  return {
    create: vi.fn(({ collection }: { collection: string }) =>
      Promise.resolve(collection === 'feed-media' ? { id: 9 } : saved),
    ),
    findByID: vi.fn(fail),
    find: vi.fn(fail),
    count: vi.fn(fail),
    delete: vi.fn(() => Promise.resolve({})),
    logger: { warn: vi.fn(), error: vi.fn() },
  }
}

describe('createPost when the read-back fails', () => {
  it('should answer the saved post and keep its media', async () => {
    const payload = payloadWithFailingReads()
    const form = {
      fields: { content: 'Offshore and clean', location: 'Point' },
      file: {
        tempPath: '/nonexistent/firing-upload-test',
        size: 3,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        kind: 'image' as const,
        sha256: 'abc',
      },
    }
    const post = await createPost(payload as unknown as Payload, user, form)
    expect(post).toMatchObject({
      id: 31,
      userId: 4,
      content: 'Offshore and clean',
      imageUrl: '/d.webp',
      mediaType: 'image',
      userFirstName: 'Ana',
      likeCount: 0,
      commentCount: 0,
      isLiked: false,
    })
    expect(payload.delete).not.toHaveBeenCalled()
  })

  it('should still undo the stored media when the post itself was not saved', async () => {
    const payload = payloadWithFailingReads()
    payload.create.mockImplementation(({ collection }: { collection: string }) =>
      collection === 'feed-media' ? Promise.resolve({ id: 9 }) : Promise.reject(new Error('down')),
    )
    const form = {
      fields: { content: 'Never saved' },
      file: {
        tempPath: '/nonexistent/firing-upload-test',
        size: 3,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        kind: 'image' as const,
        sha256: 'abc',
      },
    }
    await expect(createPost(payload as unknown as Payload, user, form)).rejects.toThrow('down')
    expect(payload.delete).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'feed-media', id: 9 }),
    )
  })
})
