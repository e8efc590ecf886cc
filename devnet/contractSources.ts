// The .sol sources of the devnet and their fingerprint. The build script
// stores the fingerprint in devnet/generated/contracts.ts; the staleness test
// recomputes it, so a changed contract without a rebuild fails the tests.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const contractsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  'contracts',
)

export type ContractSource = { fileName: string; content: string }

export function readContractSources(dir = contractsDir): ContractSource[] {
  return readdirSync(dir)
    .filter((fileName) => fileName.endsWith('.sol'))
    .sort()
    .map((fileName) => ({
      fileName,
      content: readFileSync(join(dir, fileName), 'utf8'),
    }))
}

// sha256 over `fileName NUL content NUL` of every source, sorted by name.
export function hashContractSources(sources: ContractSource[]): string {
  const hash = createHash('sha256')
  const sorted = [...sources].sort((a, b) =>
    a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
  )
  for (const { fileName, content } of sorted) {
    hash.update(fileName).update('\0').update(content).update('\0')
  }
  return hash.digest('hex')
}
