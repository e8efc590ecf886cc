// The contracts that live at one address on every chain: each is created
// through the standard deterministic deployer (CREATE2 with a fixed salt),
// so its address depends only on its code, never on who deploys it or when.
// The app pins the floor guard's address and code hash
// (src/features/swap/guards/generated/floorGuard.ts); the devnet's wallets
// delegate their accounts to the batch executor (EIP-7702).
import {
  type Account,
  type Chain,
  concat,
  type Hash,
  type Hex,
  isHex,
  keccak256,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import {
  type DeterministicContract,
  defineDeterministic,
  deterministicDeployerAddress,
  deterministicDeployerCode,
} from './defineDeterministic.ts'
import {
  batchExecutorBytecode,
  batchExecutorDeployedBytecode,
  floorGuardBytecode,
  floorGuardDeployedBytecode,
} from './generated/contracts.ts'

export {
  type DeterministicContract,
  deterministicDeployerAddress,
} from './defineDeterministic.ts'

export const batchExecutor = defineDeterministic({
  name: 'BatchExecutor',
  bytecode: batchExecutorBytecode,
  deployedBytecode: batchExecutorDeployedBytecode,
})

/** The EIP-7702 delegate of the devnet's wallets (contracts/BatchExecutor.sol). */
export const batchExecutorAddress = batchExecutor.address

export const floorGuard = defineDeterministic({
  name: 'FloorGuard',
  bytecode: floorGuardBytecode,
  deployedBytecode: floorGuardDeployedBytecode,
})

/** The app's on-chain floor (contracts/FloorGuard.sol). */
export const floorGuardAddress = floorGuard.address

/** Every deterministic contract, in the order the worlds deploy them. */
export const deterministicContracts: readonly DeterministicContract[] = [
  batchExecutor,
  floorGuard,
]

type DeployDeterministicParameters = {
  publicClient: PublicClient
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  contract: DeterministicContract
}

type DeployDeterministicReturnType = {
  address: Hex
  codeHash: Hash
  /** null: the contract was already there with its pinned code. */
  transactionHash: Hash | null
}

/**
 * Whether `contract` is at its CREATE2 address with its pinned code (true)
 * or nothing is there (false). Throws when other code sits there: nothing
 * can be deployed at that address any more.
 */
export async function isDeterministicDeployed(
  publicClient: PublicClient,
  contract: DeterministicContract,
): Promise<boolean> {
  const { name, address, codeHash } = contract
  const existing = await readCodeHash(publicClient, address)
  if (existing === null) return false
  if (existing === codeHash) return true
  throw new Error(
    `${name}: ${address} already holds other code (code hash ${existing}, expected ${codeHash}); nothing was sent`,
  )
}

/**
 * Puts `contract` at its CREATE2 address on the client's chain, or finds it
 * there already (then sends nothing). Throws when the chain has no
 * deterministic deployer, when other code sits at the address, or when the
 * deployment does not leave the pinned code behind.
 */
export async function deployDeterministic({
  publicClient,
  walletClient,
  contract,
}: DeployDeterministicParameters): Promise<DeployDeterministicReturnType> {
  const { name, address, codeHash } = contract
  if (await isDeterministicDeployed(publicClient, contract)) {
    return { address, codeHash, transactionHash: null }
  }
  const deployerCode = await publicClient.getCode({
    address: deterministicDeployerAddress,
  })
  if (deployerCode?.toLowerCase() !== deterministicDeployerCode) {
    const chainId = await publicClient.getChainId()
    throw new Error(
      `${name}: chain ${chainId} has no deterministic deployer at ${deterministicDeployerAddress} (${
        deployerCode ? 'other code is there' : 'no code'
      }); deploy it first with its presigned transaction (github.com/Arachnid/deterministic-deployment-proxy)`,
    )
  }
  const transactionHash = await walletClient.sendTransaction({
    chain: null,
    to: deterministicDeployerAddress,
    data: concat([contract.salt, contract.bytecode]),
  })
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: transactionHash,
  })
  if (receipt.status !== 'success') {
    throw new Error(`${name}: the deployment reverted (${transactionHash})`)
  }
  const deployed = await readCodeHash(publicClient, address)
  if (deployed !== codeHash) {
    throw new Error(
      `${name}: after ${transactionHash}, ${address} has code hash ${deployed}, expected ${codeHash}`,
    )
  }
  return { address, codeHash, transactionHash }
}

async function readCodeHash(
  publicClient: PublicClient,
  address: Hex,
): Promise<Hash | null> {
  const code = await publicClient.getCode({ address })
  return code && isHex(code) && code !== '0x' ? keccak256(code) : null
}
