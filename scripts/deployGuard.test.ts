// `npm run guard:deploy` against a fresh anvil that holds nothing but the
// deterministic deployer (no world): deploys, finds, refuses.
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { createPublicClient, createTestClient, http, keccak256 } from 'viem'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
} from 'vitest'
import { type RunningAnvil, startAnvil } from '../devnet/anvil.ts'
import {
  batchExecutor,
  deterministicDeployerAddress,
  floorGuard,
} from '../devnet/deterministic.ts'
import { devAddresses, devPrivateKeys } from '../devnet/devAccounts.ts'
import { batchExecutorDeployedBytecode } from '../devnet/generated/contracts.ts'
import {
  deployGuard,
  parseCommandLine,
  privateKeyVariable,
} from './deployGuard.ts'

const root = resolve(import.meta.dirname, '..')
const run = promisify(execFile)
const chainId = 4242
const payerKey = devPrivateKeys[9]
const payer = devAddresses[9]

let anvil: RunningAnvil
let snapshotId: `0x${string}`
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const testClient = () =>
  createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
const codeHashAt = async (address: `0x${string}`) => {
  const code = await client().getCode({ address })
  return code ? keccak256(code) : null
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId })
})
afterAll(async () => {
  await anvil?.stop()
})
beforeEach(async () => {
  snapshotId = await testClient().snapshot()
})
afterEach(async () => {
  await testClient().revert({ id: snapshotId })
})

test('behavior: anvil has the deterministic deployer from genesis', async () => {
  expect(
    await client().getCode({ address: deterministicDeployerAddress }),
  ).toMatch(/^0x7fffffff/)
})

test('behavior: the script deploys both contracts, then finds them and sends nothing', async () => {
  const command = [
    '--import',
    'tsx',
    'scripts/deployGuard.ts',
    '--rpc-url',
    anvil.rpcUrl,
    '--chain-id',
    String(chainId),
  ]
  const env = { ...process.env, [privateKeyVariable]: payerKey }
  const first = await run(process.execPath, command, { cwd: root, env })
  expect(first.stdout).toContain(`Chain ${chainId} at ${anvil.rpcUrl}`)
  for (const { name, address, codeHash } of [batchExecutor, floorGuard]) {
    expect(first.stdout).toContain(
      `${name} ${address} code hash ${codeHash}: deployed by ${payer} in 0x`,
    )
    expect(await codeHashAt(address)).toBe(codeHash)
  }
  const nonce = await client().getTransactionCount({ address: payer })
  expect(nonce).toBe(2)
  const second = await run(process.execPath, command, { cwd: root, env })
  expect(second.stdout).toContain(
    `FloorGuard ${floorGuard.address} code hash ${floorGuard.codeHash}: already deployed, nothing sent`,
  )
  expect(await client().getTransactionCount({ address: payer })).toBe(nonce)
})

test('behavior: the script exits 1 and says why', async () => {
  const failure = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/deployGuard.ts', '--rpc-url', anvil.rpcUrl],
    { cwd: root, env: { ...process.env, [privateKeyVariable]: '' } },
  ).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  )
  expect(failure?.code).toBe(1)
  expect(failure?.stderr).toContain(
    `guard:deploy: BatchExecutor is not deployed on this chain: set ${privateKeyVariable} to the key that pays for it`,
  )
})

describe('refusals', () => {
  const deploy = (chainIdExpected?: number) =>
    deployGuard({
      rpcUrl: anvil.rpcUrl,
      chainId: chainIdExpected,
      privateKey: payerKey,
      log: () => {},
    })

  test('behavior: other code at the guard’s address is an error', async () => {
    await testClient().setCode({
      address: floorGuard.address,
      bytecode: batchExecutorDeployedBytecode,
    })
    await expect(deploy()).rejects.toThrow(
      `FloorGuard: ${floorGuard.address} already holds other code (code hash ${batchExecutor.codeHash}, expected ${floorGuard.codeHash}); nothing was sent`,
    )
  })

  test('behavior: a chain without the deterministic deployer is an error', async () => {
    // Stands in for such a chain: anvil has the deployer from genesis.
    await testClient().setCode({
      address: deterministicDeployerAddress,
      bytecode: '0x',
    })
    await expect(deploy()).rejects.toThrow(
      `BatchExecutor: chain ${chainId} has no deterministic deployer at ${deterministicDeployerAddress} (no code)`,
    )
    expect(await client().getTransactionCount({ address: payer })).toBe(0)
  })

  test('behavior: a node on another chain is refused before anything is sent', async () => {
    await expect(deploy(1)).rejects.toThrow(
      `${anvil.rpcUrl} is chain ${chainId}, not 1; nothing was sent`,
    )
    expect(await codeHashAt(floorGuard.address)).toBeNull()
  })

  test('behavior: a malformed key is refused', async () => {
    await expect(
      deployGuard({
        rpcUrl: anvil.rpcUrl,
        privateKey: '0x1234',
        log: () => {},
      }),
    ).rejects.toThrow(`${privateKeyVariable} must be 0x and 64 hex digits`)
  })
})

test('behavior: the command line is checked before any request', () => {
  const parse = (argv: string[]) => () => parseCommandLine(argv, {})
  expect(parse([])).toThrow('--rpc-url is required')
  expect(parse(['--rpc-url', 'localhost:8545'])).toThrow(
    '--rpc-url must be http: or https:, not localhost:',
  )
  expect(parse(['--rpc-url', 'not a url'])).toThrow(
    '--rpc-url not a url is not a URL',
  )
  expect(parse(['--rpc-url', 'http://a', '--chain-id', 'x'])).toThrow(
    '--chain-id x is not a chain id',
  )
  expect(parse(['--rpc-url', 'http://a', '--rpc'])).toThrow(/Unknown option/)
  expect(
    parseCommandLine(
      ['--rpc-url', 'https://rpc.example', '--chain-id', '999'],
      {
        [privateKeyVariable]: payerKey,
      },
    ),
  ).toEqual({
    rpcUrl: 'https://rpc.example',
    chainId: 999,
    privateKey: payerKey,
  })
})
