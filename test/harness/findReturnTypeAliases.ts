/**
 * The exported type aliases of a module whose right-hand side is a
 * function's return type (`ReturnType<…>`, `Awaited<ReturnType<…>>`, any
 * wrapper around one, an indexed `ReturnType<…>['x']`), exported where
 * declared or from a local `export { … }` list. Comments are ignored.
 */
export function findReturnTypeAliases(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
  const aliasPattern =
    /(?:^|[\n;{}])\s*(export\s+)?(?:declare\s+)?type\s+(\w+)\s*(?:<[\s\S]*?>)?\s*=\s*(?:\w+\s*<\s*)*ReturnType\s*</g
  const exportedLater = new Set(
    [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/g)]
      .flatMap(([, list = '']) => list.split(','))
      .map((entry) => entry.trim().replace(/^type\s+/, ''))
      .map((entry) => entry.split(/\s+as\s+/)[0]?.trim() ?? ''),
  )
  return [...text.matchAll(aliasPattern)]
    .filter(
      ([, isExported, name = '']) => isExported || exportedLater.has(name),
    )
    .map(([, , name = '']) => name)
}
