/**
 * The project's own small parser kit, in which the schemas the first screen
 * reads are written (deployment settings, chain registry, token lists and
 * details, error bodies, the widget's messages): zod weighs ≈ 8 KiB gzip,
 * this ≈ 1.5. Every side parses with the same definitions: the app, the proxy
 * and the reference service. zod stays for the rest of the contract (quotes,
 * swaps, reports: schema/endpoints.ts, fetched after the first screen).
 *
 * Threat: the registry and the token lists are written by strangers, so
 * the semantics are zod 4's, kept on purpose (a schema moved here parses
 * the same inputs to the same outputs): objects strip unknown keys (strict
 * ones refuse them), a key is required unless its schema is optional,
 * defaulted or caught (`unknown()` too must be present), checks run only
 * on a value of the right type, a pipe stops at its first problem, and
 * problems carry their path and zod's English wording, or the schema's own.
 * Combinators are named exports (`import * as v`): the build keeps only
 * those a page uses. Each is marked free of side effects (building a
 * schema only makes objects), so a schema a page defines but never reads
 * (the frame's own messages, beside the host's in the widget's protocol)
 * is left out of its chunks too.
 */

export type Issue = {
  readonly path: PropertyKey[]
  readonly message: string
  /** A wrong type (or kin): the checks of the value's schema do not run. */
  readonly isFatal: boolean
}

export class SchemaError extends Error {
  // i18n-exempt: the class's name
  override readonly name = 'SchemaError'
  readonly issues: readonly Issue[]

  constructor(issues: readonly Issue[]) {
    super(
      issues
        .map(({ path, message }) =>
          path.length ? `${path.map(String).join('.')}: ${message}` : message,
        )
        .join('; '),
    )
    this.issues = issues
  }
}

export type SafeParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: SchemaError }

type Run<T> = (input: unknown, path: PropertyKey[], issues: Issue[]) => T

/** How an object treats its key when absent (zod's `optin`/`optout`). */
type Absence = {
  readonly optIn?: 'optional' | 'defaulted'
  readonly optOut?: true
}

export type Schema<Out, In = unknown> = Absence & {
  readonly run: Run<Out>
  /** An array's schema: its own maximum length is checked first. */
  readonly isArray?: true
  safeParse(input: unknown): SafeParseResult<Out>
  parse(input: unknown): Out
  /** Types only: what the schema takes and gives. */
  readonly '~types'?: { input: In; output: Out }
}

// biome-ignore lint/suspicious/noExplicitAny: any schema, whatever it gives
type AnySchema = Schema<any, any>
export type Output<S> = S extends Schema<infer O, unknown> ? O : never
export type Input<S> = S extends { '~types'?: { input: infer I } } ? I : never

/* @__NO_SIDE_EFFECTS__ */
function make<Out, In = unknown, A extends Absence = Absence>(
  run: Run<Out>,
  absence?: A,
): Schema<Out, In> & A {
  const safeParse = (input: unknown): SafeParseResult<Out> => {
    const issues: Issue[] = []
    const data = run(input, [], issues)
    return issues.length
      ? { success: false, error: new SchemaError(issues) }
      : { success: true, data }
  }
  return {
    ...(absence as A),
    run,
    safeParse,
    parse(input) {
      const result = safeParse(input)
      if (result.success) return result.data
      throw result.error
    },
  }
}

const push = (
  issues: Issue[],
  path: PropertyKey[],
  message: string,
  isFatal = true,
) => {
  issues.push({ path, message, isFatal })
}

function typeOf(value: unknown) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value}`
  return typeof value
}

const typeMessage = (expected: string, value: unknown) =>
  `Invalid input: expected ${expected}, received ${typeOf(value)}`

const quote = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : String(value)

/** A schema of one JavaScript type; `message` replaces zod's words. */
/* @__NO_SIDE_EFFECTS__ */
function ofType<T>(
  isType: (value: unknown) => boolean,
  expected: string,
  message?: string,
) {
  return make<T, T>((input, path, issues) => {
    if (!isType(input)) {
      push(issues, path, message ?? typeMessage(expected, input))
    }
    return input as T
  })
}

/* @__NO_SIDE_EFFECTS__ */
export const string = (message?: string) =>
  ofType<string>((value) => typeof value === 'string', 'string', message)

/* @__NO_SIDE_EFFECTS__ */
export const boolean = () =>
  ofType<boolean>((value) => typeof value === 'boolean', 'boolean')

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** A finite number (NaN and ±Infinity are refused, as in zod). */
/* @__NO_SIDE_EFFECTS__ */
export const number = () => ofType<number>(isNumber, 'number')

/** A safe integer; outside the safe range it is too big or too small. */
/* @__NO_SIDE_EFFECTS__ */
export const int = () =>
  make<number, number>((input, path, issues) => {
    if (!isNumber(input)) push(issues, path, typeMessage('number', input))
    else if (!Number.isInteger(input)) {
      push(issues, path, typeMessage('int', input))
    } else if (!Number.isSafeInteger(input)) {
      const [word, sign, bound] =
        input > 0
          ? ['big', '<=', Number.MAX_SAFE_INTEGER]
          : ['small', '>=', Number.MIN_SAFE_INTEGER]
      push(
        issues,
        path,
        `Too ${word}: expected int to be ${sign}${bound}`,
        false,
      )
    }
    return input as number
  })

/** Anything, but in an object its key must be present (zod 4). */
/* @__NO_SIDE_EFFECTS__ */
export const unknown = () => make<unknown, unknown>((input) => input)

/* @__NO_SIDE_EFFECTS__ */
export function literal<const T extends string | number | boolean>(value: T) {
  const schema = make<T, T>((input, path, issues) => {
    if (input !== value) {
      push(issues, path, `Invalid input: expected ${quote(value)}`)
    }
    return input as T
  })
  return { ...schema, value }
}

/* @__NO_SIDE_EFFECTS__ */
export function enumOf<const T extends readonly string[]>(
  values: T,
  message?: string,
) {
  return make<T[number], T[number]>((input, path, issues) => {
    if (!values.includes(input as string)) {
      push(
        issues,
        path,
        message ??
          `Invalid option: expected one of ${values.map(quote).join('|')}`,
      )
    }
    return input as T[number]
  })
}

/**
 * A check on a value of the schema's type: a message when it fails. Only
 * run when the value has that type; a failed check does not stop the next.
 */
export type Check<T> = ((value: T) => string | false | undefined) & {
  isOnLength?: true
  /** A maximum length: an array beyond it is refused before its items
   * are read (zod's cap; a hostile list costs nothing to refuse). */
  max?: number
}

/** zod's words for a size: characters of a string, items of an array. */
function sizeMessage(word: string, bound: string, value: unknown) {
  const [origin, unit] =
    typeof value === 'string'
      ? ['string', ' characters']
      : Array.isArray(value)
        ? ['array', ' items']
        : ['unknown', '']
  return `Too ${word}: expected ${origin} to ${unit ? 'have' : 'be'} ${bound}${unit}`
}

/** Checks a length wherever there is one, even on a value of the wrong
 * type (zod's length checks do: a string given for an array is too long). */
/* @__NO_SIDE_EFFECTS__ */
const onLength = (test: Check<{ length: number }>) =>
  Object.assign(test, { isOnLength: true as const })

/* @__NO_SIDE_EFFECTS__ */
export const regex =
  (pattern: RegExp, message?: string): Check<string> =>
  (value) =>
    !pattern.test(value) &&
    (message ?? `Invalid string: must match pattern ${pattern}`)

/* @__NO_SIDE_EFFECTS__ */
export const maxLength = (max: number, message?: string) =>
  Object.assign(
    onLength(
      (value) =>
        value.length > max &&
        (message ?? sizeMessage('big', `<=${max}`, value)),
    ),
    { max },
  )

/* @__NO_SIDE_EFFECTS__ */
export const minLength = (min: number, message?: string) =>
  onLength(
    (value) =>
      value.length < min &&
      (message ?? sizeMessage('small', `>=${min}`, value)),
  )

/* @__NO_SIDE_EFFECTS__ */
export const lte =
  (max: number, message?: string): Check<number> =>
  (value) =>
    value > max && (message ?? `Too big: expected number to be <=${max}`)

/* @__NO_SIDE_EFFECTS__ */
export const gte =
  (min: number, message?: string): Check<number> =>
  (value) =>
    value < min && (message ?? `Too small: expected number to be >=${min}`)

/* @__NO_SIDE_EFFECTS__ */
export const positive = (): Check<number> => (value) =>
  value <= 0 && 'Too small: expected number to be >0'

/* @__NO_SIDE_EFFECTS__ */
export const refine =
  <T>(isValid: (value: T) => boolean, message = 'Invalid input'): Check<T> =>
  (value) =>
    !isValid(value) && message

/* @__NO_SIDE_EFFECTS__ */
export function check<S extends AnySchema>(
  schema: S,
  ...checks: Check<Output<S>>[]
): S {
  const caps = schema.isArray
    ? checks.filter(({ max }) => max !== undefined)
    : []
  const checked = make((input, path, issues) => {
    const cap =
      Array.isArray(input) &&
      caps.find(({ max }) => input.length > (max as number))
    if (cap) {
      push(issues, path, cap(input as Output<S>) as string)
      return input
    }
    const own: Issue[] = []
    const value = schema.run(input, path, own)
    issues.push(...own)
    const isFatal = own.some((issue) => issue.isFatal)
    for (const test of checks) {
      const hasLength =
        (value as { length?: unknown } | null)?.length !== undefined
      if (isFatal && !(test.isOnLength && hasLength)) continue
      const message = test(value)
      if (message) push(issues, path, message, false)
    }
    return value
  }, absenceOf(schema))
  // Keeps what else the schema exposes (an object's shape).
  return { ...schema, ...checked }
}

const absenceOf = ({ optIn, optOut }: Absence): Absence => ({ optIn, optOut })

/* @__NO_SIDE_EFFECTS__ */
export function optional<S extends AnySchema>(schema: S) {
  const isDefaulted = schema.optIn === 'defaulted'
  return make<Output<S> | undefined, Input<S> | undefined, Optional>(
    (input, path, issues) => {
      if (input !== undefined) return schema.run(input, path, issues)
      if (!isDefaulted) return undefined
      const own: Issue[] = []
      const value = schema.run(input, path, own)
      return own.length ? undefined : value
    },
    { optIn: isDefaulted ? 'defaulted' : 'optional', optOut: true } as Optional,
  )
}
type Optional = { readonly optIn: 'optional'; readonly optOut: true }

/* @__NO_SIDE_EFFECTS__ */
export function nullable<S extends AnySchema>(schema: S) {
  return make<Output<S> | null, Input<S> | null>(
    (input, path, issues) =>
      input === null ? null : schema.run(input, path, issues),
    absenceOf(schema),
  )
}

/** `fallback` when the value is absent (undefined); else the schema's. */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<S extends AnySchema>(
  schema: S,
  fallback: () => Output<S>,
) {
  return make<Output<S>, Input<S> | undefined, Defaulted>(
    (input, path, issues) => {
      if (input === undefined) return fallback()
      const value = schema.run(input, path, issues)
      return value === undefined ? fallback() : value
    },
    { optIn: 'defaulted' },
  )
}
type Defaulted = { readonly optIn: 'defaulted' }

/** `fallback` in place of any value the schema refuses. */
/* @__NO_SIDE_EFFECTS__ */
export function catchTo<S extends AnySchema>(
  schema: S,
  fallback: () => Output<S>,
) {
  return make<Output<S>, unknown, { readonly optIn: 'optional' }>(
    (input, path) => {
      const own: Issue[] = []
      const value = schema.run(input, path, own)
      return own.length ? fallback() : value
    },
    {
      optIn: schema.optIn === 'defaulted' ? 'defaulted' : 'optional',
      optOut: schema.optOut,
    } as { readonly optIn: 'optional' },
  )
}

/** `next` on what `schema` gives, only if it gave no problem. */
/* @__NO_SIDE_EFFECTS__ */
export function pipe<A extends AnySchema, B extends AnySchema>(
  schema: A,
  next: B,
) {
  return make<Output<B>, Input<A>, Pick<A, 'optIn'>>(
    (input, path, issues) => {
      const own: Issue[] = []
      const value = schema.run(input, path, own)
      if (!own.length) return next.run(value, path, issues)
      issues.push(...own)
      return value
    },
    { optIn: schema.optIn, optOut: next.optOut } as Pick<A, 'optIn'>,
  )
}

/** `transform` on what `schema` gives, only if it gave no problem. */
/* @__NO_SIDE_EFFECTS__ */
export function map<S extends AnySchema, T>(
  schema: S,
  transform: (value: Output<S>) => T,
) {
  return make<T, Input<S>, Pick<S, 'optIn'>>(
    (input, path, issues) => {
      const own: Issue[] = []
      const value = schema.run(input, path, own)
      if (!own.length) return transform(value)
      issues.push(...own)
      return value as T
    },
    { optIn: schema.optIn } as Pick<S, 'optIn'>,
  )
}

/* @__NO_SIDE_EFFECTS__ */
export function array<S extends AnySchema>(element: S) {
  const schema = make<Output<S>[], Input<S>[]>((input, path, issues) => {
    if (!Array.isArray(input)) {
      push(issues, path, typeMessage('array', input))
      return input as Output<S>[]
    }
    // Every index, holes too (a sparse array's hole is undefined here).
    return Array.from(input, (item, index) =>
      element.run(item, [...path, index], issues),
    )
  })
  return { ...schema, isArray: true as const }
}

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type Shape = Readonly<Record<string, AnySchema>>
type KeysWhere<S, Marker> = {
  [K in keyof S]: S[K] extends Marker ? K : never
}[keyof S]
type Flat<T> = { [K in keyof T]: T[K] } & {}
type ObjectOutput<S extends Shape> = Flat<
  { [K in Exclude<keyof S, KeysWhere<S, { optOut: true }>>]: Output<S[K]> } & {
    [K in KeysWhere<S, { optOut: true }>]?: Output<S[K]>
  }
>
type ObjectInput<S extends Shape> = Flat<
  {
    [K in Exclude<keyof S, KeysWhere<S, { optIn: string }>>]: Input<S[K]>
  } & { [K in KeysWhere<S, { optIn: string }>]?: Input<S[K]> }
>

/**
 * The shape's keys, in its order; other keys are dropped, or refused when
 * `isStrict`. An absent key is left out when its schema is optional,
 * filled when it is defaulted or caught, and a problem otherwise.
 */
/* @__NO_SIDE_EFFECTS__ */
function objectOf<S extends Shape>(shape: S, isStrict: boolean) {
  const schema = make<ObjectOutput<S>, ObjectInput<S>>(
    (input, path, issues) => {
      if (!isObject(input)) {
        push(issues, path, typeMessage('object', input))
        return input as ObjectOutput<S>
      }
      const output: Record<string, unknown> = {}
      for (const key of Object.keys(shape)) {
        if (key === '__proto__') continue
        const { run, optIn, optOut } = shape[key] as AnySchema
        const isPresent = key in input
        if (!isPresent && optOut && optIn === 'optional') continue
        const own: Issue[] = []
        const value = run(input[key], [...path, key], own)
        if (own.length) {
          if (optIn && optOut && !isPresent) continue
          issues.push(...own)
        }
        if (!isPresent && !optIn) {
          if (!own.length) {
            push(issues, [...path, key], typeMessage('nonoptional', undefined))
          }
        } else if (value !== undefined) output[key] = value
        else if (isPresent || (optIn === 'defaulted' && !optOut)) {
          output[key] = undefined
        }
      }
      if (isStrict) {
        const unknownKeys: string[] = []
        for (const key in input) {
          if (!Object.hasOwn(shape, key)) unknownKeys.push(key)
        }
        if (unknownKeys.length) {
          push(
            issues,
            path,
            `Unrecognized key${unknownKeys.length > 1 ? 's' : ''}: ${unknownKeys.map(quote).join(', ')}`,
            false,
          )
        }
      }
      return output as ObjectOutput<S>
    },
  )
  return { ...schema, shape }
}

/* @__NO_SIDE_EFFECTS__ */
export const object = <S extends Shape>(shape: S) => objectOf(shape, false)
/* @__NO_SIDE_EFFECTS__ */
export const strictObject = <S extends Shape>(shape: S) => objectOf(shape, true)

/**
 * A JSON object's entries, each key parsed with `key` (a refused key is a
 * problem of its own) and each value with `value`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function record<K extends Schema<string, string>, V extends AnySchema>(
  key: K,
  value: V,
) {
  return make<Record<Output<K>, Output<V>>, Record<Input<K>, Input<V>>>(
    (input, path, issues) => {
      const prototype = isObject(input) && Object.getPrototypeOf(input)
      if (prototype !== null && prototype !== Object.prototype) {
        push(issues, path, typeMessage('record', input))
        return input as Record<Output<K>, Output<V>>
      }
      const output: Record<PropertyKey, unknown> = {}
      for (const name of Reflect.ownKeys(input as object)) {
        if (
          name === '__proto__' ||
          !Object.prototype.propertyIsEnumerable.call(input, name)
        ) {
          continue
        }
        const own: Issue[] = []
        const outName = key.run(name, [...path, name], own)
        if (own.length) {
          push(issues, [...path, name], 'Invalid key in record')
        } else if (outName !== '__proto__') {
          output[outName] = value.run(
            (input as Record<PropertyKey, unknown>)[name],
            [...path, name],
            issues,
          )
        }
      }
      return output as Record<Output<K>, Output<V>>
    },
  )
}

type Option = Schema<Record<string, unknown>, unknown> & {
  shape: Shape
}

/**
 * One of `options`, chosen by the literal each has at `key`; an object
 * whose `key` names none is a problem at that key.
 */
/* @__NO_SIDE_EFFECTS__ */
export function discriminatedUnion<const O extends readonly Option[]>(
  key: string,
  options: O,
) {
  const tags = options.map(
    ({ shape }) => (shape[key] as unknown as { value: unknown }).value,
  )
  return make<Output<O[number]>, Input<O[number]>>((input, path, issues) => {
    if (!isObject(input)) {
      push(issues, path, typeMessage('object', input))
      return input as Output<O[number]>
    }
    const option = options[tags.indexOf(input[key])]
    if (option) return option.run(input, path, issues) as Output<O[number]>
    push(
      issues,
      [...path, key],
      `Invalid discriminator value. Expected ${tags.map((tag) => `'${tag}'`).join(' | ')}`,
    )
    return input as Output<O[number]>
  })
}
