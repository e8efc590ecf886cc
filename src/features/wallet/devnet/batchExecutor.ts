// The batch executor the devnet's wallets delegate their account to
// (EIP-7702): devnet/contracts/BatchExecutor.sol, created through the
// standard deterministic deployer, so it sits at one address on every chain
// that has it. Browser code cannot import devnet/, so its address, runtime
// code hash and the one function the wallets call are copied here;
// test/dom/batchExecutorPin.test.ts holds them to what the devnets deploy.
// A wallet delegates only to code with this hash: an account delegated to
// other code could be spent by whoever wrote it.

export const batchExecutorAddress =
  '0x53CCe5749802e5C896cd6890b919C6B85Ef8A10a' as const

export const batchExecutorCodeHash =
  '0xd91a0e31b8fea2062447e1dfce924510186641ca2a1c214040014d72a2e29e0b' as const

/** `execute(Call[] calls)`: runs every call from the account, all or none. */
export const batchExecutorExecuteAbi = [
  {
    inputs: [
      {
        components: [
          { internalType: 'address', name: 'target', type: 'address' },
          { internalType: 'uint256', name: 'value', type: 'uint256' },
          { internalType: 'bytes', name: 'data', type: 'bytes' },
        ],
        internalType: 'struct BatchExecutor.Call[]',
        name: 'calls',
        type: 'tuple[]',
      },
    ],
    name: 'execute',
    outputs: [],
    stateMutability: 'payable',
    type: 'function',
  },
] as const
