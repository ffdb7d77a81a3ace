// Payload's email adapter (nodemailer over SMTP) from the environment, or none: without
// SMTP_HOST the server says once that alerts are off and the digest task sends nothing.
import type { EmailAdapter } from 'payload'

type Env = Record<string, string | undefined>

/** True when SMTP is configured, so digests may be sent. */
export const isEmailOn = (env: Env = process.env): boolean => Boolean(env.SMTP_HOST)

// The config may be loaded by more than one module graph in a process (the site and the admin).
const registry = globalThis as { __firingEmailOffLogged?: boolean }

/** The adapter for payload.config.ts, or undefined (and one log line) without SMTP_HOST. */
export function emailAdapterFromEnv(env: Env = process.env): Promise<EmailAdapter> | undefined {
  if (!isEmailOn(env)) {
    if (!registry.__firingEmailOffLogged) console.log('alerts: email is off (no SMTP_HOST)')
    registry.__firingEmailOffLogged = true
    return undefined
  }
  const port = Number(env.SMTP_PORT ?? 587)
  const from = env.EMAIL_FROM ?? 'Firing <alerts@firing.local>'
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  // Imported only with SMTP configured: nodemailer is ~100 modules a server without email skips.
  return import('@payloadcms/email-nodemailer').then(({ nodemailerAdapter }) =>
    nodemailerAdapter({
      defaultFromName: match?.[1] || 'Firing',
      defaultFromAddress: match?.[2] ?? from,
      // The SMTP server may be down at start; a send fails and is retried on the next run.
      skipVerify: true,
      transportOptions: {
        host: env.SMTP_HOST,
        port,
        secure: env.SMTP_SECURE === 'true',
        ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } } : {}),
      },
    }),
  )
}
