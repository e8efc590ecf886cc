// Compiles every devnet/contracts/*.sol with solc-js (optimizer and via-IR
// on, EVM cancun) and writes devnet/generated/contracts.ts: for each
// deployable contract `xAbi` (as const), `xBytecode` and `xDeployedBytecode`,
// plus the Uniswap V2 factory and pair copied as published from
// @uniswap/v2-core/build (never recompiled), and `sourcesHash`, which
// devnet/contracts.test.ts compares with the .sol files so a stale module
// fails the tests.
//
// Usage: npm run contracts:build
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const contractsDir = join(rootDir, 'devnet', 'contracts')
const outputFile = join(rootDir, 'devnet', 'generated', 'contracts.ts')

export type ContractSource = { fileName: string; content: string }

export type CompiledContract = {
  name: string
  abi: unknown[]
  bytecode: string
  deployedBytecode: string
}

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

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: unknown[]
        evm: {
          bytecode: { object: string }
          deployedBytecode: { object: string }
        }
      }
    >
  >
}

// solc-js is loaded lazily: importing this module only to hash the sources
// (as the staleness test does) should not pay for the compiler.
async function loadSolc() {
  return (await import('solc')).default
}

export async function compileContracts(sources: ContractSource[]): Promise<{
  contracts: CompiledContract[]
  warnings: string[]
  compilerVersion: string
}> {
  const solc = await loadSolc()
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      sources.map(({ fileName, content }) => [fileName, { content }]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      viaIR: true,
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode'] },
      },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = output.errors ?? []
  const errors = problems.filter((problem) => problem.severity === 'error')
  if (errors.length > 0) {
    throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  }
  const contracts: CompiledContract[] = []
  for (const fileName of Object.keys(output.contracts ?? {}).sort()) {
    const fileContracts = output.contracts?.[fileName] ?? {}
    for (const name of Object.keys(fileContracts).sort()) {
      const compiled = fileContracts[name]
      if (!compiled || compiled.evm.bytecode.object === '') continue
      if (contracts.some((contract) => contract.name === name)) {
        throw new Error(`Contract name ${name} is defined twice`)
      }
      contracts.push({
        name,
        abi: compiled.abi,
        bytecode: `0x${compiled.evm.bytecode.object}`,
        deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      })
    }
  }
  return {
    contracts,
    compilerVersion: solc.version(),
    warnings: problems
      .filter((problem) => problem.severity !== 'error')
      .map((problem) => problem.formattedMessage),
  }
}

function readUniswapV2Artifacts(): CompiledContract[] {
  const require = createRequire(import.meta.url)
  return ['UniswapV2Factory', 'UniswapV2Pair'].map((name) => {
    const artifact = require(`@uniswap/v2-core/build/${name}.json`) as {
      abi: unknown[]
      evm: {
        bytecode: { object: string }
        deployedBytecode: { object: string }
      }
    }
    return {
      name,
      abi: artifact.abi,
      bytecode: `0x${artifact.evm.bytecode.object}`,
      deployedBytecode: `0x${artifact.evm.deployedBytecode.object}`,
    }
  })
}

function toIdentifier(contractName: string): string {
  const match = /^[A-Z]+(?=[A-Z][a-z]|\d|$)|^[A-Z]/.exec(contractName)
  const head = match?.[0] ?? ''
  return head.toLowerCase() + contractName.slice(head.length)
}

function renderContract(contract: CompiledContract): string {
  const id = toIdentifier(contract.name)
  return [
    `export const ${id}Abi = ${JSON.stringify(contract.abi, null, 2)} as const`,
    `export const ${id}Bytecode = '${contract.bytecode}' as const`,
    `export const ${id}DeployedBytecode = '${contract.deployedBytecode}' as const`,
  ].join('\n\n')
}

export function renderModule(parameters: {
  sourcesHash: string
  compilerVersion: string
  contracts: CompiledContract[]
  uniswapV2: CompiledContract[]
}): string {
  const header = [
    '// Generated by scripts/buildContracts.ts from devnet/contracts/*.sol.',
    '// Do not edit: run `npm run contracts:build`.',
    `export const sourcesHash = '${parameters.sourcesHash}' as const`,
    `export const compilerVersion = '${parameters.compilerVersion}' as const`,
  ].join('\n')
  const uniswapNote =
    '// Uniswap V2 core, copied as published from @uniswap/v2-core/build.'
  return `${[
    header,
    ...parameters.contracts.map(renderContract),
    uniswapNote,
    ...parameters.uniswapV2.map(renderContract),
  ].join('\n\n')}\n`
}

async function main(): Promise<void> {
  const startedAt = performance.now()
  const sources = readContractSources()
  const { contracts, warnings, compilerVersion } =
    await compileContracts(sources)
  for (const warning of warnings) console.warn(warning)
  const module = renderModule({
    sourcesHash: hashContractSources(sources),
    compilerVersion,
    contracts,
    uniswapV2: readUniswapV2Artifacts(),
  })
  writeFileSync(outputFile, module)
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  const names = contracts.map((contract) => contract.name).join(', ')
  console.log(`Wrote ${outputFile} (${names}) in ${seconds} s`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
}
