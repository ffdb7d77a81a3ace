// First: it configures zod before the contracts' schemas are built (site/lib/browser-only/form-resolver.ts).
import { zodResolver } from '../lib/browser-only/form-resolver'
import { useForm } from 'react-hook-form'
import { ContactMessageInput } from '../../shared/contracts/contact'
import { ApiError, apiRequest } from '../lib/browser-only/api-client'
import { toast } from '../lib/browser-only/toast'

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '', website: '' }

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
] as const

/** Contact Us (SPEC §2): validated with the endpoint's own schema; resets on success. */
export default function ContactForm() {
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageInput),
    defaultValues: EMPTY,
  })
  const { errors, isSubmitting } = form.formState

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
      {FIELDS.map((field) => (
        <div key={field.name} className="flex flex-col gap-1">
          <label htmlFor={`contact-${field.name}`} className="font-medium">
            {field.label}
          </label>
          <input
            id={`contact-${field.name}`}
            type={field.type}
            autoComplete={field.autoComplete}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `contact-${field.name}-error` : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2"
            {...form.register(field.name)}
          />
          {errors[field.name] && (
            <p id={`contact-${field.name}-error`} className="text-sm text-red-700">
              {errors[field.name]?.message}
            </p>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-message" className="font-medium">
          Message
        </label>
        <textarea
          id="contact-message"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          {...form.register('message')}
        />
        {errors.message && (
          <p id="contact-message-error" className="text-sm text-red-700">
            {errors.message.message}
          </p>
        )}
      </div>
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
