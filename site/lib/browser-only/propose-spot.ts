// The proposal form's submit (site/components/ProposeSpotForm.astro): POST /api/spot-proposals
// with the form's fields, each field's message put beside it (aria-invalid set) and the answer's
// message in the form's status region. No framework: a few listeners.

type Answer = { message?: string; errors?: { path: string; message: string }[]; name?: string }

const FIELDS = ['name', 'latitude', 'longitude', 'breakType', 'skillLevel', 'notes'] as const

function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '').trim()
  const number = (name: string) => (text(name) === '' ? undefined : Number(text(name)))
  return {
    name: text('name'),
    latitude: number('latitude'),
    longitude: number('longitude'),
    breakType: text('breakType'),
    skillLevel: text('skillLevel'),
    notes: text('notes') || undefined,
  }
}

function showErrors(form: HTMLFormElement, errors: Answer['errors'] = []): void {
  for (const field of FIELDS) {
    const message = errors.find((e) => e.path === field)?.message ?? ''
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`)
    if (slot) slot.textContent = message
    const input = form.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`)
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true')
      else input.removeAttribute('aria-invalid')
    }
  }
  const first = errors
    .map((e) => form.querySelector<HTMLElement>(`[name="${e.path}"]:not([type="hidden"])`))
    .find(Boolean)
  first?.focus()
}

async function submit(form: HTMLFormElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[data-propose-status]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const say = (text: string, ok: boolean) => {
    if (!status) return
    status.textContent = text
    status.classList.toggle('text-red-700', !ok)
    status.classList.toggle('text-green-800', ok)
  }
  if (button) button.disabled = true
  say('Sending your proposal…', true)
  try {
    const response = await fetch('/api/spot-proposals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(bodyOf(form)),
    })
    const answer = (await response.json().catch(() => ({}))) as Answer
    if (response.status === 201) {
      showErrors(form, [])
      form.reset()
      say(
        `Thank you: "${answer.name ?? 'your spot'}" is waiting for an editor. Follow it on your profile.`,
        true,
      )
      form.dispatchEvent(new CustomEvent('spot-proposed', { bubbles: true }))
      return
    }
    showErrors(form, answer.errors)
    if (response.status === 401) say('Please sign in again to propose a spot.', false)
    else say(answer.message ?? `The proposal was not sent (${response.status}).`, false)
  } catch {
    say('The proposal was not sent: check your connection and try again.', false)
  } finally {
    if (button) button.disabled = false
  }
}

/** Wires every proposal form on the page (once each). */
export function startProposeForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-propose-spot]')) {
    if (form.dataset.wired) continue
    form.dataset.wired = 'true'
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void submit(form)
    })
  }
}
