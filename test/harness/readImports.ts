import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export type ImportEdge = {
  from: string
  specifier: string
  /** Root-relative path of a relative import's target; null for packages. */
  target: string | null
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm

export function readImportsFrom(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(importPattern)].map((match) => {
    const specifier = (match[1] ?? match[2] ?? match[3]) as string
    const target = specifier.startsWith('.')
      ? relative(root, resolve(root, dirname(file), specifier))
      : null
    return { from: file, specifier, target }
  })
}

export function listSourceFiles(root: string, folder: string): string[] {
  const absolute = join(root, folder)
  let entries: string[]
  try {
    entries = readdirSync(absolute)
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const path = join(absolute, entry)
    if (entry === 'node_modules' || entry === 'generated') return []
    if (statSync(path).isDirectory()) {
      return listSourceFiles(root, join(folder, entry))
    }
    return /\.(ts|tsx)$/.test(entry) ? [join(folder, entry)] : []
  })
}
