// Finds words for people written in the source instead of going through
// the catalogues (src/locales/README.md): JSX text, user-visible attributes
// and string literals that read like words, outside Lingui's macros.
import { parseSync } from 'vite'

export type UntranslatedText = {
  line: number
  text: string
  rule: 'jsx-text' | 'attribute' | 'literal'
}

/** A node of the syntax tree `parseSync` returns (ESTree, with offsets). */
export type Node = {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/** Elements whose text is a message (Lingui's JSX macros and runtime). */
const TRANSLATING_ELEMENTS = new Set([
  'Trans',
  'Plural',
  'Select',
  'SelectOrdinal',
])

/** Lingui's macro functions: what they are given is a message. */
const MESSAGE_FUNCTIONS = new Set([
  't',
  'msg',
  'defineMessage',
  'plural',
  'select',
  'selectOrdinal',
])

/** Attributes a person reads or hears (and our components' `label`). */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
])

/** A literal on a line holding this, or under a comment holding it (the
 * comment may stand above the property or variable declaration holding the
 * literal), is let through; say why beside it. */
export const EXEMPT_MARK = 'i18n-exempt'

const hasLetter = (text: string) => /\p{L}/u.test(text)
/** Reads like words: a capitalised word ("Copy link", "Pending"). */
const readsLikeWords = (text: string) => /^\s*\p{Lu}\p{Ll}/u.test(text)

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string'

/** A node's child nodes (its parent link left out). */
export function children(node: Node): Node[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'parent') return []
    if (Array.isArray(value)) return value.filter(isNode)
    return isNode(value) ? [value] : []
  })
}

/** The texts an expression can evaluate to, as written. */
function textsOf(expression: Node): Node[] {
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' ? [expression] : []
    case 'TemplateLiteral':
      return [expression]
    case 'ConditionalExpression':
      return [
        ...textsOf(expression.consequent as Node),
        ...textsOf(expression.alternate as Node),
      ]
    case 'LogicalExpression':
      return [
        ...textsOf(expression.left as Node),
        ...textsOf(expression.right as Node),
      ]
    case 'JSXExpressionContainer':
      return textsOf(expression.expression as Node)
    default:
      return []
  }
}

function textOf(node: Node): string {
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as { value: { cooked: string } }[])
      .map((quasi) => quasi.value.cooked)
      .join(' ')
  }
  return String(node.value ?? '')
}

function elementName(node: Node): string | null {
  const opening = node.openingElement as Node | undefined
  const name = opening?.name as Node | undefined
  return name?.type === 'JSXIdentifier' ? String(name.name) : null
}

/** Where a string literal is not words for people. */
function isOutOfScope(parent: Node | undefined, node: Node): boolean {
  if (!parent) return false
  if (parent.type.startsWith('TS')) return true
  switch (parent.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
    case 'TaggedTemplateExpression':
    case 'BinaryExpression':
    case 'SwitchCase':
    case 'NewExpression':
    case 'ThrowStatement':
    case 'JSXAttribute':
    case 'ExpressionStatement':
      return true
    case 'Property':
      return parent.key === node && !parent.computed
    case 'MemberExpression':
      return parent.property === node
    case 'CallExpression': {
      const callee = parent.callee as Node
      const object =
        callee.type === 'MemberExpression' ? (callee.object as Node) : null
      return object?.type === 'Identifier' && object.name === 'console'
    }
    default:
      return false
  }
}

/** Every untranslated text of one source file (TypeScript or TSX). */
export function findUntranslatedText(
  file: string,
  code: string,
): UntranslatedText[] {
  const { program, errors } = parseSync(file, code, {
    lang: file.endsWith('.tsx') ? 'tsx' : 'ts',
  })
  if (errors.length > 0) throw new Error(`${file} does not parse`)
  const lines = code.split('\n')
  const lineOf = (offset: number) => code.slice(0, offset).split('\n').length
  const isExempt = (offset: number) => {
    let index = lineOf(offset) - 1
    if (lines[index]?.includes(EXEMPT_MARK)) return true
    for (index -= 1; index >= 0; index -= 1) {
      const text = lines[index]?.trim() ?? ''
      if (!/^(\/\/|\/\*|\*)/.test(text)) return false
      if (text.includes(EXEMPT_MARK)) return true
    }
    return false
  }
  const found: UntranslatedText[] = []
  const exemptHolders = new Set([
    'VariableDeclaration',
    'ExportNamedDeclaration',
    'Property',
  ])
  let ancestors: Node[] = []
  const report = (node: Node, rule: UntranslatedText['rule'], text: string) => {
    const isHeldExempt = ancestors.some(
      (ancestor) =>
        exemptHolders.has(ancestor.type) && isExempt(ancestor.start),
    )
    if (!isExempt(node.start) && !isHeldExempt) {
      found.push({ line: lineOf(node.start), text: text.trim(), rule })
    }
  }
  const seen = new Set<Node>()
  function visit(node: Node, path: Node[]) {
    ancestors = path
    const parent = path.at(-1)
    const isTranslated = path.some(
      (ancestor) =>
        ancestor.type === 'JSXElement' &&
        TRANSLATING_ELEMENTS.has(elementName(ancestor) ?? ''),
    )
    if (
      node.type === 'JSXText' &&
      !isTranslated &&
      hasLetter(String(node.value))
    ) {
      report(node, 'jsx-text', String(node.value))
    }
    if (
      node.type === 'JSXExpressionContainer' &&
      parent?.type !== 'JSXAttribute' &&
      !isTranslated
    ) {
      for (const text of textsOf(node)) {
        seen.add(text)
        if (hasLetter(textOf(text))) report(text, 'jsx-text', textOf(text))
      }
    }
    if (node.type === 'JSXAttribute') {
      const name = node.name as Node
      const value = node.value as Node | null
      if (value && VISIBLE_ATTRIBUTES.has(String(name.name))) {
        for (const text of textsOf(value)) {
          seen.add(text)
          if (hasLetter(textOf(text))) report(text, 'attribute', textOf(text))
        }
      } else if (value) {
        for (const text of textsOf(value)) seen.add(text)
      }
    }
    if (
      (node.type === 'Literal' || node.type === 'TemplateLiteral') &&
      !seen.has(node) &&
      !isOutOfScope(parent, node) &&
      readsLikeWords(textOf(node))
    ) {
      report(node, 'literal', textOf(node))
    }
    const callee = node.type === 'CallExpression' ? (node.callee as Node) : null
    if (
      callee?.type === 'Identifier' &&
      MESSAGE_FUNCTIONS.has(String(callee.name))
    ) {
      return
    }
    for (const child of children(node)) visit(child, [...path, node])
  }
  visit(program as unknown as Node, [])
  return found
}
