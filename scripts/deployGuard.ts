// Puts the floor guard and the batch executor (devnet/contracts/) at their
// CREATE2 addresses on any chain, through the standard deterministic
// deployer, so the address the app pins holds the code it pins. Idempotent:
// a contract already there with its pinned code is reported and nothing is
// sent; other code at the address, or a chain without the deterministic
// deployer, is an error (exit 1).
//
// Usage: npm run guard:deploy -- --rpc-url URL [--chain-id N]
//   GUARD_DEPLOYER_PRIVATE_KEY  the key that pays for the deployments
//   (needed only when something is missing); --chain-id refuses a node on
//   another chain.
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type DeterministicContract,
  deployDeterministic,
  deterministicContracts,
  isDeterministicDeployed,
} from '../devnet/deterministic.ts'

export const privateKeyVariable = 'GUARD_DEPLOYER_PRIVATE_KEY'

type DeployGuardParameters = {
  rpcUrl: string
  /** Refuse a node that answers another chain id. */
  chainId?: number
  privateKey?: string
  log?: (line: string) => void
}

export async function deployGuard({
  rpcUrl,
  chainId: expectedChainId,
  privateKey,
  log = console.log,
}: DeployGuardParameters): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const chainId = await publicClient.getChainId().catch((error: unknown) => {
    throw new Error(
      `${rpcUrl} does not answer eth_chainId: ${(error as Error).message.split('\n')[0]}`,
    )
  })
  if (expectedChainId !== undefined && chainId !== expectedChainId) {
    throw new Error(
      `${rpcUrl} is chain ${chainId}, not ${expectedChainId}; nothing was sent`,
    )
  }
  log(`Chain ${chainId} at ${rpcUrl}`)
  for (const contract of deterministicContracts) {
    if (await isDeterministicDeployed(publicClient, contract)) {
      log(describe(contract, 'already deployed, nothing sent'))
      continue
    }
    const account = privateKeyToAccount(readPrivateKey(privateKey, contract))
    const walletClient = createWalletClient({ account, transport })
    const { transactionHash } = await deployDeterministic({
      publicClient,
      walletClient,
      contract,
    })
    log(
      describe(
        contract,
        `deployed by ${account.address} in ${transactionHash}`,
      ),
    )
  }
}

function describe(contract: DeterministicContract, outcome: string): string {
  return `${contract.name} ${contract.address} code hash ${contract.codeHash}: ${outcome}`
}

function readPrivateKey(
  privateKey: string | undefined,
  contract: DeterministicContract,
): Hex {
  if (!privateKey) {
    throw new Error(
      `${contract.name} is not deployed on this chain: set ${privateKeyVariable} to the key that pays for it`,
    )
  }
  if (!isHex(privateKey) || privateKey.length !== 66) {
    throw new Error(
      `${privateKeyVariable} must be 0x and 64 hex digits (a private key)`,
    )
  }
  return privateKey
}

export function parseCommandLine(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): DeployGuardParameters {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'rpc-url': { type: 'string' },
      'chain-id': { type: 'string' },
    },
    strict: true,
  })
  const rpcUrl = values['rpc-url']
  if (!rpcUrl) throw new Error('--rpc-url is required')
  let protocol: string
  try {
    protocol = new URL(rpcUrl).protocol
  } catch {
    throw new Error(`--rpc-url ${rpcUrl} is not a URL`)
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`--rpc-url must be http: or https:, not ${protocol}`)
  }
  const chainIdText = values['chain-id']
  const chainId = chainIdText === undefined ? undefined : Number(chainIdText)
  if (
    chainId !== undefined &&
    !(Number.isSafeInteger(chainId) && chainId > 0)
  ) {
    throw new Error(`--chain-id ${chainIdText} is not a chain id`)
  }
  return { rpcUrl, chainId, privateKey: env[privateKeyVariable] || undefined }
}

async function main(): Promise<void> {
  try {
    await deployGuard(parseCommandLine(process.argv.slice(2), process.env))
  } catch (error) {
    console.error(`guard:deploy: ${(error as Error).message}`)
    console.error(
      'Usage: npm run guard:deploy -- --rpc-url URL [--chain-id N] (key in GUARD_DEPLOYER_PRIVATE_KEY)',
    )
    process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main()
}
