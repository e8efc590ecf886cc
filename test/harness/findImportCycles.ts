/**
 * The import circles of a graph (file → files it imports), each once, as
 * the files around it: Tarjan's strongly connected components, plus any
 * file that imports itself.
 */
export function findImportCycles(
  graph: ReadonlyMap<string, readonly string[]>,
): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let counter = 0

  const visit = (file: string) => {
    index.set(file, counter)
    lowLink.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(
          file,
          Math.min(lowLink.get(file) as number, lowLink.get(next) as number),
        )
      } else if (onStack.has(next)) {
        lowLink.set(
          file,
          Math.min(lowLink.get(file) as number, index.get(next) as number),
        )
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop() as string
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    const importsItself = (graph.get(file) ?? []).includes(file)
    if (component.length > 1 || importsItself) cycles.push(component.sort())
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
