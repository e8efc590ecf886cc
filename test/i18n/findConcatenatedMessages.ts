// Finds sentences built from translated pieces (src/locales/README.md: one
// message per sentence, with placeholders, so each language orders its own
// words): a translated text used as an operand of `+`, inside a template
// literal (another message's placeholder or a plain one), or joined with
// `.join(`. Translated text is what `t`…``, `t({…})` and `i18n._(…)`
// return, and whatever in the same file holds or returns it: a `const`
// given one, a function that returns one (also when another file imports
// it, by name), a `? :` or `??` with one on either side. A translated text
// passed to a function (of any file, by name) that puts that parameter into
// a template literal is one placed in another message too.
import { parseSync } from 'vite'
import { children, type Node } from '../harness/findUntranslatedText'

export type ConcatenatedMessage = {
  file: string
  line: number
  rule: 'plus' | 'placeholder' | 'join' | 'argument'
  /** The source of the expression that joins the pieces. */
  text: string
}

export type SourceFile = { file: string; code: string }

function walk(node: Node, visit: (node: Node) => void) {
  visit(node)
  for (const child of children(node)) walk(child, visit)
}

/** Wrappers that do not change what an expression evaluates to. */
const TRANSPARENT = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSNonNullExpression',
  'TSSatisfiesExpression',
])

const unwrap = (node: Node): Node =>
  TRANSPARENT.has(node.type) ? unwrap(node.expression as Node) : node

const nameOf = (node: Node | undefined) =>
  node?.type === 'Identifier' ? String(node.name) : null

function parse(file: string, code: string): Node {
  const { program, errors } = parseSync(file, code, {
    lang: file.endsWith('.tsx') ? 'tsx' : 'ts',
  })
  if (errors.length > 0) throw new Error(`${file} does not parse`)
  return program as unknown as Node
}

/** What in one file holds or returns translated text. */
type Knowledge = { values: Set<string>; functions: Set<string> }

function isTranslated(raw: Node, known: Knowledge): boolean {
  const node = unwrap(raw)
  switch (node.type) {
    case 'TaggedTemplateExpression':
      return nameOf(node.tag as Node) === 't'
    case 'CallExpression': {
      const callee = unwrap(node.callee as Node)
      if (callee.type === 'MemberExpression') {
        return nameOf(callee.property as Node) === '_'
      }
      const name = nameOf(callee)
      return name === 't' || (name !== null && known.functions.has(name))
    }
    case 'Identifier':
      return known.values.has(String(node.name))
    case 'ConditionalExpression':
      return (
        isTranslated(node.consequent as Node, known) ||
        isTranslated(node.alternate as Node, known)
      )
    case 'LogicalExpression':
      return (
        isTranslated(node.left as Node, known) ||
        isTranslated(node.right as Node, known)
      )
    default:
      return false
  }
}

/** Whether a function returns translated text on some path. */
function returnsTranslated(fn: Node, known: Knowledge): boolean {
  const body = fn.body as Node | null
  if (!body) return false
  if (body.type !== 'BlockStatement') return isTranslated(body, known)
  let found = false
  walk(body, (node) => {
    if (
      node.type === 'ReturnStatement' &&
      node.argument &&
      isTranslated(node.argument as Node, known)
    ) {
      found = true
    }
  })
  return found
}

const FUNCTION_TYPES = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
])

/** Grows `known` with this file's holders of translated text, but for
 * the names in `allowed` (quantities and names, like a formatted number). */
function learn(program: Node, known: Knowledge, allowed: ReadonlySet<string>) {
  for (let changed = true; changed; ) {
    changed = false
    const add = (set: Set<string>, name: string | null) => {
      if (name && !set.has(name) && !allowed.has(name)) {
        set.add(name)
        changed = true
      }
    }
    walk(program, (node) => {
      if (node.type === 'FunctionDeclaration' && returnsTranslated(node, known))
        add(known.functions, nameOf(node.id as Node))
      if (node.type !== 'VariableDeclarator' || !node.init) return
      const init = unwrap(node.init as Node)
      const name = nameOf(node.id as Node)
      if (FUNCTION_TYPES.has(init.type)) {
        if (returnsTranslated(init, known)) add(known.functions, name)
      } else if (isTranslated(init, known)) {
        add(known.values, name)
      }
    })
  }
}

const quasiText = (template: Node, index: number) =>
  (template.quasis as { value: { cooked: string | null } }[])[index]?.value
    .cooked ?? ''

/**
 * The holes of a template that take a sentence of their own: at its start
 * or after a sentence's end, and before its end or the next sentence
 * ("${reason} Nothing was sent to your wallet."). A whole sentence there
 * is not a piece of another; a piece after "fails: " is.
 */
function sentenceHoles(template: Node): Set<number> {
  const holes = template.expressions as Node[]
  return new Set(
    holes.flatMap((_, index) => {
      const before = quasiText(template, index)
      const after = quasiText(template, index + 1)
      const startsSentence = before === '' || /[.!?。]\s+$/.test(before)
      const endsSentence = after === '' || /^\s+\p{Lu}/u.test(after)
      return startsSentence && endsSentence ? [index] : []
    }),
  )
}

/** The holes of a template that take a piece of its sentence. */
const pieceHoles = (template: Node) => {
  const whole = sentenceHoles(template)
  return (template.expressions as Node[]).filter(
    (_, index) => !whole.has(index),
  )
}

/** The parameters a function puts into a template literal, by position. */
function placeholderParameters(fn: Node): number[] {
  const names = (fn.params as Node[]).map((param) => nameOf(unwrap(param)))
  const used = new Set<number>()
  walk(fn.body as Node, (node) => {
    if (node.type !== 'TemplateLiteral') return
    for (const hole of pieceHoles(node)) {
      const index = names.indexOf(nameOf(unwrap(hole)))
      if (index >= 0) used.add(index)
    }
  })
  return [...used]
}

/** Every named function of a file whose parameters reach a template. */
function findPlaceholderParameters(
  program: Node,
  found: Map<string, number[]>,
) {
  walk(program, (node) => {
    const fn =
      node.type === 'FunctionDeclaration'
        ? node
        : node.type === 'VariableDeclarator' &&
            node.init &&
            FUNCTION_TYPES.has(unwrap(node.init as Node).type)
          ? unwrap(node.init as Node)
          : null
    if (!fn?.body) return
    const name = nameOf(node.id as Node | undefined)
    const used = placeholderParameters(fn)
    if (name && used.length > 0) found.set(name, used)
  })
}

/** `.join(` of an array holding translated text, or of a map to it. */
function isJoinOfTranslated(node: Node, known: Knowledge): boolean {
  const callee = unwrap(node.callee as Node)
  if (callee.type !== 'MemberExpression') return false
  if (nameOf(callee.property as Node) !== 'join') return false
  const joined = unwrap(callee.object as Node)
  if (joined.type === 'ArrayExpression') {
    return (joined.elements as (Node | null)[]).some(
      (element) =>
        element !== null &&
        isTranslated(
          element.type === 'SpreadElement'
            ? (element.argument as Node)
            : element,
          known,
        ),
    )
  }
  if (joined.type !== 'CallExpression') return false
  const mapper = unwrap(joined.callee as Node)
  const [callback] = joined.arguments as Node[]
  return (
    mapper.type === 'MemberExpression' &&
    ['map', 'flatMap'].includes(nameOf(mapper.property as Node) ?? '') &&
    callback !== undefined &&
    FUNCTION_TYPES.has(callback.type) &&
    returnsTranslated(callback, known)
  )
}

/**
 * Every sentence joined from translated pieces in `files`. A function of
 * one file that returns translated text counts as such wherever its name is
 * called, so a file's pieces are found where another file joins them.
 * `allowedHolders` names functions and constants whose translated text is
 * a quantity or a name that fits any slot (a number with its unit word).
 */
export function findConcatenatedMessages(
  files: SourceFile[],
  allowedHolders: ReadonlySet<string> = new Set(),
): ConcatenatedMessage[] {
  const programs = files.map(({ file, code }) => ({
    file,
    code,
    program: parse(file, code),
  }))
  const functions = new Set<string>()
  const holes = new Map<string, number[]>()
  for (const { program } of programs) {
    findPlaceholderParameters(program, holes)
    const known = { values: new Set<string>(), functions: new Set<string>() }
    learn(program, known, allowedHolders)
    for (const name of known.functions) functions.add(name)
  }
  return programs.flatMap(({ file, code, program }) => {
    const known = { values: new Set<string>(), functions: new Set(functions) }
    learn(program, known, allowedHolders)
    const found: ConcatenatedMessage[] = []
    const report = (node: Node, rule: ConcatenatedMessage['rule']) =>
      found.push({
        file,
        line: code.slice(0, node.start).split('\n').length,
        rule,
        text: code.slice(node.start, node.end).replace(/\s+/g, ' '),
      })
    walk(program, (node) => {
      if (
        node.type === 'BinaryExpression' &&
        node.operator === '+' &&
        (isTranslated(node.left as Node, known) ||
          isTranslated(node.right as Node, known))
      ) {
        report(node, 'plus')
      }
      if (
        node.type === 'TemplateLiteral' &&
        pieceHoles(node).some((hole) => isTranslated(hole, known))
      ) {
        report(node, 'placeholder')
      }
      if (node.type === 'CallExpression' && isJoinOfTranslated(node, known)) {
        report(node, 'join')
      }
      const callee =
        node.type === 'CallExpression'
          ? nameOf(unwrap(node.callee as Node))
          : null
      const args = (node.arguments as Node[] | undefined) ?? []
      if (
        callee &&
        holes
          .get(callee)
          ?.some((index) => args[index] && isTranslated(args[index], known))
      ) {
        report(node, 'argument')
      }
    })
    return found
  })
}
