import { ContactMessageInput } from '../../../shared/contracts/contact'
import { createRateLimit, clientKey } from '../../lib/server-only/api/rate-limit'
import { created } from '../../lib/server-only/api/responses'
import { route } from '../../lib/server-only/api/route'

const limitContact = createRateLimit({ name: 'contact', limit: 5, windowMs: 10 * 60 * 1000 })

/**
 * POST /api/contact: stores a visitor's message for the admins. Its 2,500 characters of
 * text, each possibly escaped in JSON (6 bytes), pass the default body limit: 32 KB.
 */
export const POST = route(
  { body: ContactMessageInput, maxBodyBytes: 32 * 1024 },
  async ({ body, payload, context }) => {
    await limitContact(clientKey(context.request, context.clientAddress))
    const { website, ...message } = body
    // A filled honeypot is a bot: answer as if all went well and keep nothing.
    if (website) return created({ id: 0 })
    // Visitors may write to the admins only through this door, which validates and
    // rate-limits; the collection itself stays admin-only for everything else.
    const doc = await payload.create({
      collection: 'contact-messages',
      data: message,
      overrideAccess: true,
    })
    return created({ id: doc.id })
  },
)
