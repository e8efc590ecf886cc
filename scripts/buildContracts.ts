// Compiles every devnet/contracts/*.sol with solc-js (optimizer and via-IR
// on, EVM cancun) and writes devnet/generated/contracts.ts: for each
// deployable contract `xAbi` (as const), `xBytecode` and `xDeployedBytecode`,
// plus the Uniswap V2 factory and pair copied as published from
// @uniswap/v2-core/build (never recompiled), and `sourcesHash`, which
// devnet/contracts.test.ts compares with the .sol files so a stale module
// fails the tests.
//
// It also compiles the app's swap probe (src/features/swap/guards/probe/
// *.sol, never deployed: the guards place its runtime code with a state
// override) into src/features/swap/guards/generated/swapProbe.ts, ABI and
// runtime bytecode only, with its own `sourcesHash` (checked by
// test/dom/swapProbeGenerated.test.ts). Browser code never imports devnet/,
// so the probe's module lives under src/.
//
// And it pins the floor guard for the app: src/features/swap/guards/
// generated/floorGuard.ts holds FloorGuard's ABI, its CREATE2 address
// through the deterministic deployer and the keccak256 of its runtime code,
// with the `sourcesHash` of FloorGuard.sol alone (checked by
// test/dom/floorGuardGenerated.test.ts).
//
// Usage: npm run contracts:build
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  type ContractSource,
  hashContractSources,
  readContractSources,
} from '../devnet/contractSources.ts'
import { defineDeterministic } from '../devnet/defineDeterministic.ts'

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const outputFile = join(rootDir, 'devnet', 'generated', 'contracts.ts')
const guardsDir = join(rootDir, 'src', 'features', 'swap', 'guards')
export const probeSourcesDir = join(guardsDir, 'probe')
const probeOutputFile = join(guardsDir, 'generated', 'swapProbe.ts')
const floorGuardOutputFile = join(guardsDir, 'generated', 'floorGuard.ts')
export const floorGuardSourceFile = 'FloorGuard.sol'

export type CompiledContract = {
  name: string
  abi: unknown[]
  bytecode: `0x${string}`
  deployedBytecode: `0x${string}`
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

/** One solc run: every contract of the sources, and what solc warned. */
type Compilation = {
  contracts: CompiledContract[]
  warnings: string[]
  compilerVersion: string
}

export async function compileContracts(
  sources: ContractSource[],
): Promise<Compilation> {
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

/** The probe's module: what the browser needs to place its code, no more. */
export function renderProbeModule(parameters: {
  sourcesHash: string
  compilerVersion: string
  contracts: CompiledContract[]
}): string {
  const header = [
    '// Generated by scripts/buildContracts.ts from',
    '// src/features/swap/guards/probe/*.sol. Do not edit: run',
    '// `npm run contracts:build`.',
    `export const sourcesHash = '${parameters.sourcesHash}' as const`,
    `export const compilerVersion = '${parameters.compilerVersion}' as const`,
  ].join('\n')
  const contracts = parameters.contracts.map((contract) => {
    const id = toIdentifier(contract.name)
    return [
      `export const ${id}Abi = ${JSON.stringify(contract.abi, null, 2)} as const`,
      `export const ${id}DeployedBytecode = '${contract.deployedBytecode}' as const`,
    ].join('\n\n')
  })
  return `${[header, ...contracts].join('\n\n')}\n`
}

/**
 * The floor guard's pin for the app: its ABI, where the deterministic
 * deployer puts it, and the hash of the code the app expects there.
 */
export function renderFloorGuardModule(parameters: {
  sourcesHash: string
  compilerVersion: string
  contract: CompiledContract
}): string {
  const { contract } = parameters
  const { address, codeHash } = defineDeterministic(contract)
  return `${[
    [
      '// Generated by scripts/buildContracts.ts from',
      '// devnet/contracts/FloorGuard.sol. Do not edit: run',
      '// `npm run contracts:build`.',
      `export const sourcesHash = '${parameters.sourcesHash}' as const`,
      `export const compilerVersion = '${parameters.compilerVersion}' as const`,
    ].join('\n'),
    `export const floorGuardAbi = ${JSON.stringify(contract.abi, null, 2)} as const`,
    [
      '/** Its CREATE2 address through the deterministic deployer, on every chain. */',
      `export const floorGuardAddress = '${address}' as const`,
    ].join('\n'),
    [
      '/** keccak256 of its runtime code: what eth_getCode must hash to. */',
      `export const floorGuardCodeHash = '${codeHash}' as const`,
    ].join('\n'),
  ].join('\n\n')}\n`
}

async function build(
  label: string,
  sources: ContractSource[],
  write: (compiled: Compilation) => string,
  file: string,
): Promise<Compilation> {
  const startedAt = performance.now()
  const compiled = await compileContracts(sources)
  for (const warning of compiled.warnings) console.warn(warning)
  writeFileSync(file, write(compiled))
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  const names = compiled.contracts.map((contract) => contract.name).join(', ')
  console.log(`Wrote ${label} ${file} (${names}) in ${seconds} s`)
  return compiled
}

function writeFloorGuardModule(
  sources: ContractSource[],
  { contracts, compilerVersion }: Compilation,
): void {
  const contract = contracts.find(({ name }) => name === 'FloorGuard')
  const source = sources.filter(
    ({ fileName }) => fileName === floorGuardSourceFile,
  )
  if (!contract || source.length !== 1) {
    throw new Error(`No FloorGuard in devnet/contracts/${floorGuardSourceFile}`)
  }
  writeFileSync(
    floorGuardOutputFile,
    renderFloorGuardModule({
      sourcesHash: hashContractSources(source),
      compilerVersion,
      contract,
    }),
  )
  console.log(`Wrote the floor guard's pin ${floorGuardOutputFile}`)
}

async function main(): Promise<void> {
  const sources = readContractSources()
  const compiled = await build(
    'devnet',
    sources,
    ({ contracts, compilerVersion }) =>
      renderModule({
        sourcesHash: hashContractSources(sources),
        compilerVersion,
        contracts,
        uniswapV2: readUniswapV2Artifacts(),
      }),
    outputFile,
  )
  writeFloorGuardModule(sources, compiled)
  const probeSources = readContractSources(probeSourcesDir)
  await build(
    'probe',
    probeSources,
    ({ contracts, compilerVersion }) =>
      renderProbeModule({
        sourcesHash: hashContractSources(probeSources),
        compilerVersion,
        contracts,
      }),
    probeOutputFile,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
}
