// First: it configures zod before the contracts' schemas are built
// (site/lib/browser-only/form-resolver.ts).
import { zodResolver } from '../lib/browser-only/form-resolver'
import { useForm } from 'react-hook-form'
import { ContactMessageInput } from '../../shared/contracts/contact'
import { ApiError, apiRequest } from '../lib/browser-only/api-client'
import { toast } from '../lib/browser-only/toast'
import { TextField, fieldsOf } from './parts/TextField'

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '', website: '' }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
] as const

/** Contact Us: validated with the endpoint's own schema; resets on success. */
export default function ContactForm() {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageInput),
    defaultValues: EMPTY,
  })
  const { isSubmitting } = form.formState
  const field = fieldsOf(form, 'contact')

  const onSubmit = async (values: ContactMessageInput) => {
    try {
      await apiRequest('POST', '/api/contact', values)
      toast({
        title: 'Message sent successfully!',
        description: "We'll get back to you as soon as possible.",
      })
      form.reset(EMPTY)
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null
      toast({
        title: 'Failed to send message',
        description: message ?? 'Please try again later.',
        variant: 'destructive',
      })
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-xl space-y-4">
      {FIELDS.map(({ name, ...props }) => (
        <TextField key={name} {...field(name)} {...props} />
      ))}
      <TextField {...field('message')} label="Message" rows={6} />
      {/* Honeypot: off-screen and skipped by keyboard and screen readers; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-full bg-sea px-6 py-3 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
