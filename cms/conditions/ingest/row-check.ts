// The check a refresh makes of every row before it stores it: does it fit the schema the readers
// parse it with (shared/contracts/stored-rows.ts)? zod is the one declaration and the judge; the
// check that runs on every row is ajv, compiled from the same zod schema (z.toJSONSchema of its
// input side). why: zod's parse builds a copy of every row it checks (~0.8 MB a spot, a fifth of a
// batch's allocation, bench/README.md "Refresh CPU"); ajv's compiled validator allocates nothing
// and takes half the CPU. A row ajv refuses goes to zod, which decides and names the field, so
// ajv can only speed up a pass, never refuse a row zod accepts. The other way round is closed
// here: the one refinement in the row schemas (IsoDate: a date on the calendar) becomes ajv's
// `date` format, and any other refinement stops the compilation (a test compiles every schema
// and compares both verdicts on broken rows).
import Ajv2020 from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { z } from 'zod'
import { IsoDate } from '../../../shared/contracts/conditions'

type OverrideContext = { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }

const hasRefinement = (schema: z.core.$ZodTypes): boolean =>
  (schema._zod.def.checks ?? []).some((c) => c._zod.def.check === 'custom')

/** Gives ajv what JSON Schema would leave out of a zod schema; throws where it cannot. */
function keepRefinements({ zodSchema, jsonSchema }: OverrideContext): void {
  if (!hasRefinement(zodSchema)) return
  // ajv-formats' `date` is isIsoDate: YYYY-MM-DD of a day the calendar has (leap years too).
  if (zodSchema === (IsoDate as unknown)) jsonSchema.format = 'date'
  else throw new Error('row-check: a refinement JSON Schema cannot state: teach keepRefinements')
}

let ajv: Ajv2020 | undefined

/** The compiled validator of a row schema (ajv, from zod's JSON Schema of its input). */
export function compileRowCheck(schema: z.ZodType): ValidateFunction {
  // zod's JSON Schema gives ISO strings a format beside its own pattern: ajv checks both.
  ajv ??= addFormats(new Ajv2020({ strict: true, allowUnionTypes: true }))
  return ajv.compile(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', override: keepRefinements }),
  )
}

/** The first problem zod finds with a row ('path: message'), or null when it fits. */
export function rowProblem(schema: z.ZodType, row: unknown): string | null {
  const parsed = schema.safeParse(row)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return `${issue?.path.join('.')}: ${issue?.message}`
}
