// Where a contract lands when the standard deterministic deployer creates
// it: pure address maths, no compiled code imported, so the contracts'
// build script can pin the addresses of what it has just compiled.
import {
  getContractAddress,
  type Hash,
  type Hex,
  keccak256,
  stringToHex,
} from 'viem'

/**
 * The deterministic deployment proxy (github.com/Arachnid/
 * deterministic-deployment-proxy): calldata `salt ‖ initCode` creates the
 * contract with CREATE2. anvil has it from genesis; other chains got it
 * through its presigned transaction.
 */
export const deterministicDeployerAddress =
  '0x4e59b44847b379578588920cA78FbF26c0B4956C' as const

/** The proxy's runtime code: what must sit at its address for the maths. */
export const deterministicDeployerCode =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3' as const

export type DeterministicContract = {
  name: string
  /** keccak256 of the name: fixed, and anyone can recompute it. */
  salt: Hash
  /** Creation code, as the deployer receives it after the salt. */
  bytecode: Hex
  address: Hex
  /** keccak256 of the runtime code (these contracts have no immutables). */
  codeHash: Hash
}

export function defineDeterministic(parameters: {
  name: string
  bytecode: Hex
  deployedBytecode: Hex
}): DeterministicContract {
  const { name, bytecode, deployedBytecode } = parameters
  const salt = keccak256(stringToHex(name))
  return {
    name,
    salt,
    bytecode,
    address: getContractAddress({
      opcode: 'CREATE2',
      from: deterministicDeployerAddress,
      salt,
      bytecode,
    }),
    codeHash: keccak256(deployedBytecode),
  }
}
