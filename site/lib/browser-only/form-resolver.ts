// The forms' zod resolver, with zod told not to probe for eval. On its first object schema zod
// tries `new Function('')` to pick a compiled fast path; the site's CSP refuses eval, and the
// browser reports the caught probe as a violation on every page with a form. Jitless skips the
// probe (validation of a form's few fields does not need the compiled path). Import this before
// the contracts, so the setting is in place when their schemas are built.
import { config } from 'zod'

config({ jitless: true })

export { zodResolver } from '@hookform/resolvers/zod'
