// A revoke is an approval like any other: approve(router, 0) built here
// from the router the app signs for, held by the approval policy
// (../guards/checkApproval.ts: the wallet's network, the pinned router and
// its code, the calldata decoded to exactly approve(router, 0) on the
// token, no value) before the wallet sees it, then followed to its
// receipt. Nothing of it asks the service.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import type { Config } from 'wagmi'
import {
  getConnection,
  getPublicClient,
  sendTransaction,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { checkApproval } from '../guards/checkApproval'
import type { GuardResult, SigningChain } from '../guards/types'

export type RevokeAllowanceParameters = {
  config: Config
  /** The chain as the registry gives its router, acknowledged or not. */
  chain: SigningChain
  owner: Address
  token: Address
  /** The router whose allowance goes to zero: the one the swap used. */
  spender: Address
  /** The router's verdict per chain, kept by the caller (never a module). */
  verifiedRouters: Map<string, Promise<GuardResult>>
  i18n: I18n
}

/** A revoke the checks refused, in plain words; nothing was sent. */
export class RevokeRefusedError extends Error {
  override name = 'RevokeRefusedError' // i18n-exempt: an error class's name
}

/** approve(spender, 0) on the token, exactly. */
export function buildRevokeTransaction(token: Address, spender: Address) {
  return {
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, 0n],
    }),
    value: 0n,
  }
}

/**
 * Checks, sends and follows approve(spender, 0): resolves with the hash
 * once mined, throws RevokeRefusedError when a check refuses it (the
 * wallet never asked), the wallet's error when it refuses.
 */
export async function revokeAllowance({
  config,
  chain,
  owner,
  token,
  spender,
  verifiedRouters,
  i18n,
}: RevokeAllowanceParameters): Promise<Hash> {
  // Only the router the app signs for: approvalPolicy holds the spender to
  // the registry's router, held in turn to the pinned table.
  if (!isAddressEqual(spender, chain.routerAddress)) {
    const router = chain.routerAddress
    throw new RevokeRefusedError(
      i18n._(
        msg`${spender} is not the swap router of this network (${router}); nothing was sent to your wallet.`,
      ),
    )
  }
  const approvalTx = buildRevokeTransaction(token, spender)
  const client = () =>
    getPublicClient(config, { chainId: chain.id }) as PublicClient
  const verdict = await checkApproval({
    i18n,
    chain,
    walletChainId: getConnection(config).chainId ?? null,
    client,
    verifiedRouters,
    approvalTx,
    token,
    expectedAmount: 0n,
  })
  if (!verdict.ok) throw new RevokeRefusedError(verdict.message)
  const hash = await sendTransaction(config, {
    chainId: chain.id,
    account: owner,
    to: approvalTx.to,
    data: approvalTx.data,
    value: 0n,
  })
  const receipt = await waitForTransactionReceipt(config, {
    chainId: chain.id,
    hash,
  })
  if (receipt.status !== 'success') {
    throw new RevokeRefusedError(
      i18n._(msg`The revoke transaction reverted; the allowance is unchanged.`),
    )
  }
  return hash
}
