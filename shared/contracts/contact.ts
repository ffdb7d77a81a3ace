import { z } from 'zod'

// The contact form's rules and messages. The same schema drives the form
// (react-hook-form) and POST /api/contact.
export const ContactMessageInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: z.email('Invalid email address'),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(2000, 'Message must be at most 2000 characters'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(200).optional(),
})

export type ContactMessageInput = z.infer<typeof ContactMessageInput>
