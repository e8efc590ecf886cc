// The node the app reads is the chain it signs on: every other check reads
// it (the router's code, the fees, the simulation), so an RPC URL listed
// for one chain that serves another would have them all look at the wrong
// chain. Asked once per flow per chain (`eth_chainId`, never the service).
import { msg } from '@lingui/core/macro'
import { hexToBigInt, type PublicClient } from 'viem'
import { fail, type GuardResult, type GuardWords, guardI18n } from './types'

export type CheckRpcChainParameters = GuardWords & {
  chainId: number
  client: () => Pick<PublicClient, 'request'>
  /**
   * The verdict per chain, kept by the flow (never in a module); without
   * it the node is asked at every check.
   */
  verifiedRpcChains?: Map<number, Promise<GuardResult>> | undefined
}

export function checkRpcChain(
  parameters: CheckRpcChainParameters,
): Promise<GuardResult> {
  const { chainId } = parameters
  const verdicts = parameters.verifiedRpcChains ?? new Map()
  let verdict = verdicts.get(chainId)
  if (!verdict) {
    const i18n = guardI18n(parameters)
    verdict = parameters
      .client()
      .request({ method: 'eth_chainId' })
      .then((answer): GuardResult => {
        if (hexToBigInt(answer) === BigInt(chainId)) return { ok: true }
        const answered = String(hexToBigInt(answer))
        const expected = String(chainId)
        return fail(
          'rpc-chain',
          i18n._(
            msg`The network's node answers for network ${answered}, not ${expected}: what it says about this transaction cannot be trusted. Nothing was sent to your wallet.`,
          ),
        )
      })
    verdicts.set(chainId, verdict)
    // A failed read is not a verdict: ask again next time.
    verdict.catch(() => verdicts.delete(chainId))
  }
  return verdict
}
