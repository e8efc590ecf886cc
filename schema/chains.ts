import type { Address, Hex } from 'viem'
import * as v from '../packages/swap-widget/src/protocol/lite'
import { address, chainId } from './litePrimitives'

// GET /partner/v1/chains: the chain registry.

/**
 * Six Chain fields are objects whose inner shape the spec does not show. We
 * take the first member that passes `accept`, or the value itself when the
 * service sends a bare scalar, so either shape reads the same.
 */
function scalarOf(value: unknown, accept: (v: string) => boolean) {
  const candidates =
    value !== null && typeof value === 'object' ? Object.values(value) : [value]
  for (const candidate of candidates) {
    const text =
      typeof candidate === 'number' ? String(candidate) : (candidate as unknown)
    if (typeof text === 'string' && accept(text)) return text
  }
  return null
}

const isHash = (v: string) => /^0x[0-9a-fA-F]{64}$/.test(v)
const isAddress = (v: string) => /^0x[0-9a-fA-F]{40}$/.test(v)
const isHttpUrl = (v: string) => /^https?:\/\/[^\s]+$/.test(v)
const isUint = (v: string) => /^[0-9]+$/.test(v)
const isNonEmpty = (v: string) => v.length > 0

export const operationalStatuses = ['ACTIVE', 'DEGRADED', 'DISABLED'] as const

export const chainSchema = v.map(
  v.object({
    chainId: chainId(),
    name: v.string(),
    nativeSymbol: v.string(),
    nativeDecimals: v.check(v.int(), v.gte(0), v.lte(255)),
    // Present, whatever their shape (read below).
    wrappedNative: v.unknown(),
    routerAddress: address(),
    contractVersion: v.string(),
    operationalStatus: v.enumOf(operationalStatuses),
    explorerUrl: v.unknown(),
    routerCodeHash: v.unknown(),
    deploymentBlock: v.unknown(),
    deploymentTransactionHash: v.unknown(),
    deployedAt: v.unknown(),
    auditUrls: v.catchTo(v.array(v.string()), () => []),
  }),
  (chain) => ({
    ...chain,
    wrappedNative: scalarOf(chain.wrappedNative, isAddress) as Address | null,
    explorerUrl: scalarOf(chain.explorerUrl, isHttpUrl),
    routerCodeHash: scalarOf(chain.routerCodeHash, isHash) as Hex | null,
    deploymentBlock: scalarOf(chain.deploymentBlock, isUint),
    deploymentTransactionHash: scalarOf(
      chain.deploymentTransactionHash,
      isHash,
    ) as Hex | null,
    deployedAt: scalarOf(chain.deployedAt, isNonEmpty),
  }),
)

export type Chain = v.Output<typeof chainSchema>
/** What the service sends, before normalisation (the reference emits this). */
export type ChainInput = v.Input<typeof chainSchema>

export const chainsResponseSchema = v.array(chainSchema)
