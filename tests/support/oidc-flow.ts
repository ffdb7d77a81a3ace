// Drives a whole external sign-in over HTTP: Firing's /api/login, the provider's development
// login and consent pages, and the callback — with one cookie jar per origin, as a browser keeps.

type Jar = Map<string, string>

function store(jar: Jar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const [name, ...rest] = (pair ?? '').split('=')
    if (name) jar.set(name, rest.join('='))
  }
}

const header = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

type Step = { url: string; method?: string; form?: Record<string, string> }

async function request(jars: Map<string, Jar>, step: Step): Promise<Response> {
  const origin = new URL(step.url).origin
  const jar = jars.get(origin) ?? new Map<string, string>()
  jars.set(origin, jar)
  const headers: Record<string, string> = { cookie: header(jar), 'x-forwarded-for': '10.99.0.1' }
  if (step.form) headers['content-type'] = 'application/x-www-form-urlencoded'
  const response = await fetch(step.url, {
    method: step.method ?? 'GET',
    headers,
    body: step.form ? new URLSearchParams(step.form).toString() : undefined,
    redirect: 'manual',
  })
  store(jar, response)
  return response
}

export type OidcFlowResult = { callback: Response; location: string; appCookies: Jar }

/**
 * Signs in as `login` at the provider, starting from `startPath` on Firing, and stops at the
 * callback's answer. `appCookie` is a session the browser already had on Firing.
 */
export async function signInWithProvider(
  baseUrl: string,
  login: string,
  { startPath = '/api/login', appCookie }: { startPath?: string; appCookie?: string } = {},
): Promise<OidcFlowResult> {
  const jars = new Map<string, Jar>()
  const app = new Map<string, string>()
  jars.set(new URL(baseUrl).origin, app)
  if (appCookie) app.set(appCookie.split('=')[0] ?? '', appCookie.split('=').slice(1).join('='))
  let response = await request(jars, { url: `${baseUrl}${startPath}` })
  for (let hops = 0; hops < 20; hops++) {
    const url = response.url || ''
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') ?? '', url || baseUrl).href
      if (next.startsWith(`${baseUrl}/api/login/callback`)) {
        const callback = await request(jars, { url: next })
        return { callback, location: callback.headers.get('location') ?? '', appCookies: app }
      }
      response = await request(jars, { url: next })
      continue
    }
    const html = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action)
      throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`)
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' }
    response = await request(jars, { url: new URL(action, url).href, method: 'POST', form })
  }
  throw new Error('external sign-in did not come back')
}
