// The one null-handling rule for reading stored rows: Payload's generated types (cms/payload-types.ts)
// mark every optional column `?: T | null`, while the contracts answer `T | null` or a default.
// A row schema is derived from its contract schema here, so a field is declared once.
import { z } from 'zod'

type OrNull<T extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<z.output<T> | null, z.output<T> | null | undefined>
>
type OrDefault<T extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<z.output<T>, z.output<T> | null | undefined>
>
type Shape = Record<string, z.ZodType>
type Defaults<S extends Shape> = { [K in keyof S]?: z.output<S[K]> }
type StoredShape<S extends Shape, D> = {
  [K in keyof S]: K extends keyof D
    ? OrDefault<S[K]>
    : S[K] extends z.ZodNullable<infer T extends z.ZodType>
      ? OrNull<T>
      : S[K]
}

/** A stored value that may be missing (null or absent): null in the answer. */
export function orNull<T extends z.ZodType>(schema: T): OrNull<T> {
  return schema.nullish().transform((v) => v ?? null)
}

/** A stored value that may be missing (null or absent): `fallback` in the answer. */
export function orDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>): OrDefault<T> {
  return schema.nullish().transform((v) => v ?? fallback)
}

/**
 * A contract object as it is read from a stored row: each `.nullable()` field may also be missing
 * (orNull), and each field named in `defaults` falls back to its default (orDefault).
 */
export function fromStored<S extends Shape, D extends Defaults<S> = Record<never, never>>(
  schema: z.ZodObject<S>,
  defaults: D = {} as D,
): z.ZodObject<StoredShape<S, D>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]): [string, z.ZodType] => {
      if (key in defaults) return [key, orDefault(field, defaults[key as keyof D])]
      return [key, field instanceof z.ZodNullable ? orNull(field.unwrap() as z.ZodType) : field]
    }),
  )
  // Object.fromEntries forgets the keys; StoredShape states what the map above builds.
  return z.object(shape) as unknown as z.ZodObject<StoredShape<S, D>>
}
