// Alerts by email against a real SMTP server on loopback: a server instance of its own (its own
// database, SMTP settings in its environment, no autoRun so only the test runs the queue).
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUnsubscribe } from '../cms/alerts/token'
import { AlertSettings } from '../shared/contracts/alerts'
import { addDays, todayIn } from '../shared/domain/time/dates'
import { adminAuth } from './support/admin'
import { call, createSurfer, signIn, type Surfer } from './support/accounts'
import { freePort } from './support/oidc-provider'
import { spawnServer, type RunningServer } from './support/spawn-server'
import { startTestDatabase, type TestDatabase } from './support/test-database'

const SECRET = 'alerts-test-secret'
const WHY = 'EPIC 7–10 AM: <b>test</b> swell & more'

const mails: ParsedMail[] = []
let smtp: SMTPServer
let database: TestDatabase
let server: RunningServer
let url: string
let admin: Record<string, string>
let spotIds: number[]

function startSmtp(port: number): Promise<SMTPServer> {
  const instance = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => mails.push(mail))
        .then(() => done(), done)
    },
  })
  return new Promise((resolve) => instance.listen(port, '127.0.0.1', () => resolve(instance)))
}

/** Waits for the server to say something (a startup step), failing after `limitMs`. */
async function waitForOutput(pattern: RegExp, limitMs = 300_000): Promise<void> {
  const deadline = Date.now() + limitMs
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`never saw ${pattern}:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  const smtpPort = await freePort()
  smtp = await startSmtp(smtpPort)
  database = await startTestDatabase()
  const port = await freePort()
  server = await spawnServer({
    PORT: String(port),
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    PAYLOAD_SECRET: SECRET,
    UPSTREAM_BASE_URL: inject('upstreamUrl'),
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    EMAIL_FROM: 'Firing Alerts <alerts@firing.test>',
  })
  url = server.url
  // The fresh database's first refresh must be over before a test writes forecast rows.
  await waitForOutput(/refresh of \d+ spots done/)
  admin = await adminAuth(url)
  const response = await fetch(`${url}/cms-api/surf-spots?limit=2&sort=id&depth=0`)
  spotIds = ((await response.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
}, 600_000)

afterAll(async () => {
  await server?.stop()
  await database?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

const spot = (i: number) => spotIds[i] ?? 0

async function surferWithFavorite(): Promise<{ surfer: Surfer; cookie: string }> {
  const surfer = await createSurfer(url)
  const cookie = await signIn(url, surfer)
  const body = { isFavorite: true }
  const favorite = await call(url, `/api/surf-spots/${spot(0)}/favorite`, {
    method: 'PATCH',
    cookie,
    body,
  })
  expect(favorite.status).toBe(200)
  return { surfer, cookie }
}

const putAlerts = (cookie: string | undefined, body: unknown) =>
  call(url, '/api/user/alerts', { method: 'PUT', cookie, body })

/** A known best window tomorrow (UTC date) for the spot, written as the refresh would. */
async function plantWindow(spotId: number): Promise<void> {
  const date = addDays(todayIn('UTC', new Date()), 1)
  const find = await fetch(
    `${url}/cms-api/surf-hourly?where[spot][equals]=${spotId}&where[date][equals]=${date}&depth=0`,
    { headers: admin },
  )
  const id = ((await find.json()) as { docs: { id: number }[] }).docs[0]?.id
  const bestWindows = [
    {
      start: `${date}T07:00:00-08:00`,
      end: `${date}T10:00:00-08:00`,
      hours: 3,
      rating: 'epic',
      why: WHY,
    },
  ]
  const response = id
    ? await fetch(`${url}/cms-api/surf-hourly/${id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ bestWindows }),
      })
    : await fetch(`${url}/cms-api/surf-hourly`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ spot: spotId, date, bestWindows, hours: [], tideEvents: [] }),
      })
  expect(response.ok).toBe(true)
}

/** A refresh through the admin's endpoint (it queues the digest) and a run of the queue. */
async function refreshAndRunQueue(beforeRun: () => Promise<void> = async () => {}) {
  const refresh = await fetch(`${url}/api/refresh-conditions`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ force: true }),
  })
  expect(refresh.status).toBe(200)
  await beforeRun()
  const run = await fetch(
    `${url}/cms-api/payload-jobs/run?queue=conditions&disableScheduling=true`,
    {
      headers: admin,
    },
  )
  expect(run.status).toBe(200)
}

const mailsTo = (email: string) =>
  mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === email)
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '')

describe('GET/PUT /api/user/alerts', () => {
  it('should answer 401 with the spec’s wording to a visitor', async () => {
    for (const response of [
      await call(url, '/api/user/alerts'),
      await putAlerts(undefined, { digestHour: 7, rules: [] }),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Unauthorized' })
    }
  })

  it('should answer the defaults before the first save, then what was saved', async () => {
    const { cookie } = await surferWithFavorite()
    const before = AlertSettings.parse(
      await (await call(url, '/api/user/alerts', { cookie })).json(),
    )
    expect(before).toEqual({ digestHour: 7, rules: [], timeZone: null, emailOn: true })
    const body = {
      digestHour: 6,
      rules: [{ spotId: spot(0), minRating: 'firing' }],
      timeZone: 'America/Los_Angeles',
    }
    const saved = await putAlerts(cookie, body)
    expect(saved.status).toBe(200)
    const after = AlertSettings.parse(
      await (await call(url, '/api/user/alerts', { cookie })).json(),
    )
    expect(after).toEqual({ ...body, emailOn: true })
  })

  it.each([
    [
      'an hour past 23',
      { digestHour: 24, rules: [] },
      'digestHour',
      'digestHour must be a whole hour from 0 to 23',
    ],
    [
      'an unknown tier',
      { digestHour: 7, rules: [{ spotId: 1, minRating: 'great' }] },
      'rules.0.minRating',
      'minRating must be one of',
    ],
    [
      'an unknown time zone',
      { digestHour: 7, rules: [], timeZone: 'Mars/Olympus' },
      'timeZone',
      'timeZone must be an IANA time zone',
    ],
  ])('should answer 400 for %s, naming the field', async (_name, body, path, message) => {
    const { cookie } = await surferWithFavorite()
    const response = await putAlerts(cookie, body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { errors: { path: string; message: string }[] }
    expect(answer.errors[0]?.path).toBe(path)
    expect(answer.errors[0]?.message).toContain(message)
  })

  it('should answer 400 for a rule on a spot that is not a favourite', async () => {
    const { cookie } = await surferWithFavorite()
    const response = await putAlerts(cookie, {
      digestHour: 7,
      rules: [{ spotId: spot(1), minRating: 'good' }],
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: `Spot ${spot(1)} is not one of your favorite spots: add it to your favorites first`,
      errors: [
        {
          path: 'rules.0.spotId',
          message: `Spot ${spot(1)} is not one of your favorite spots: add it to your favorites first`,
        },
      ],
    })
  })
})

describe('the digest task and unsubscribing', () => {
  it('should mail one digest with the windows that meet the rule, then none the same day, and honour an unsubscribe', async () => {
    const reader = await surferWithFavorite()
    const leaver = await surferWithFavorite()
    const rules = [{ spotId: spot(0), minRating: 'good' }]
    for (const { cookie } of [reader, leaver]) {
      expect((await putAlerts(cookie, { digestHour: 0, rules, timeZone: 'UTC' })).status).toBe(200)
    }
    // Signed out, from no origin, as a mail client's one-click (RFC 8058) posts it.
    const token = signUnsubscribe(leaver.surfer.id, SECRET)
    const oneClick = await fetch(`${url}/api/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('You are unsubscribed')

    await refreshAndRunQueue(() => plantWindow(spot(0)))
    expect(mailsTo(leaver.surfer.email)).toHaveLength(0)
    const [mail, ...more] = mailsTo(reader.surfer.email)
    expect(more).toHaveLength(0)
    expect(mail?.from?.text).toBe('"Firing Alerts" <alerts@firing.test>')
    expect(mail?.subject).toMatch(/^Firing: .+ is worth a look$/)
    expect(mail?.text).toContain(`Tomorrow: ${WHY}`)
    expect(mail?.html).toContain('EPIC 7–10 AM: &lt;b&gt;test&lt;/b&gt; swell &amp; more')
    expect(mail?.html).not.toContain('<b>test</b>')
    const link = headerLine(mail as ParsedMail, 'list-unsubscribe')
    expect(link).toMatch(/^<http:\/\/\S+\/api\/alerts\/unsubscribe\?token=[\w.-]+>$/)
    expect(headerLine(mail as ParsedMail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe=One-Click',
    )

    await refreshAndRunQueue(() => plantWindow(spot(0)))
    expect(mailsTo(reader.surfer.email)).toHaveLength(1)

    // The mail's own link, signed out: GET only asks; the POST turns the digest off.
    const unsubscribeUrl = (link ?? '').slice(1, -1)
    const page = await fetch(unsubscribeUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Stop alert emails?')
    expect(
      AlertSettings.parse(
        await (await call(url, '/api/user/alerts', { cookie: reader.cookie })).json(),
      ).emailOn,
    ).toBe(true)
    expect((await fetch(unsubscribeUrl, { method: 'POST' })).status).toBe(200)
    const after = AlertSettings.parse(
      await (await call(url, '/api/user/alerts', { cookie: reader.cookie })).json(),
    )
    expect(after.emailOn).toBe(false)
  }, 600_000)

  it('should refuse a forged unsubscribe token', async () => {
    const forged = `${spot(0)}.${'A'.repeat(43)}`
    expect((await fetch(`${url}/api/alerts/unsubscribe?token=${forged}`)).status).toBe(400)
    expect(
      (await fetch(`${url}/api/alerts/unsubscribe?token=${forged}`, { method: 'POST' })).status,
    ).toBe(400)
  })
})
