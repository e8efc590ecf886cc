// The checks before an approval, in the order checkApproval runs them: the
// first refusal stops the flow before the wallet is asked. README.md shows
// the same list as a table (swapPolicy.test.ts holds them equal).
import type { PublicClient } from 'viem'
import {
  type CheckApprovalTransactionParameters,
  checkApprovalTransaction,
} from './checkApprovalTransaction'
import { checkRpcChain } from './checkRpcChain'
import { checkWalletChain } from './checkWalletChain'
import type { GuardResult, RouterParameters } from './types'
import { verifyRouter } from './verifyRouter'

export type CheckApprovalParameters = RouterParameters & {
  client: () => Pick<PublicClient, 'getCode' | 'request'>
  /** checkRpcChain's verdict per chain, kept by the flow. */
  verifiedRpcChains?: Map<number, Promise<GuardResult>> | undefined
  /** The network the wallet is on; null when it is on none. */
  walletChainId: number | null
  approvalTx: CheckApprovalTransactionParameters['approvalTx']
  /** The token being sold. */
  token: CheckApprovalTransactionParameters['token']
  /** Exact amount in the token's smallest unit (0n for a reset). */
  expectedAmount: bigint | 'unlimited'
}

type ApprovalCheck = {
  name: string
  run: (
    parameters: CheckApprovalParameters,
  ) => GuardResult | Promise<GuardResult>
}

export const approvalPolicy = [
  {
    name: 'checkWalletChain',
    run: (parameters) =>
      checkWalletChain({
        i18n: parameters.i18n,
        walletChainId: parameters.walletChainId,
        chainId: parameters.chain.id,
        purpose: 'approval',
      }),
  },
  {
    name: 'checkRpcChain',
    run: (parameters) =>
      checkRpcChain({
        i18n: parameters.i18n,
        chainId: parameters.chain.id,
        client: parameters.client,
        verifiedRpcChains: parameters.verifiedRpcChains,
      }),
  },
  { name: 'verifyRouter', run: verifyRouter },
  {
    name: 'checkApprovalTransaction',
    run: (parameters) =>
      checkApprovalTransaction({
        i18n: parameters.i18n,
        approvalTx: parameters.approvalTx,
        token: parameters.token,
        registryRouter: parameters.chain.routerAddress,
        expectedAmount: parameters.expectedAmount,
      }),
  },
] as const satisfies readonly ApprovalCheck[]
