import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { Dialog } from '../../../ui/Dialog'
import { useActivity } from '../../activity'
import type { AppChain } from '../../chains'
import { useTokenList } from '../../tokens'
import { useWalletAccount } from '../../wallet'
import { getAllowanceSpenders } from '../allowances/getAllowanceSpenders'
import {
  AllowanceList,
  type AllowanceRowView,
} from '../components/AllowanceList'
import { useRevokeAllowance } from '../hooks/useRevokeAllowance'
import { useRouterAllowances } from '../hooks/useRouterAllowances'
import { useSwapForm } from '../store/SwapFormStoreProvider'

export type AllowancesDialogProps = {
  chains: readonly AppChain[]
  onClose: () => void
}

/**
 * The routers to read: the pinned one, or on an unpinned chain the
 * registry's and those the account's swaps in the history went to.
 */
function useAllowanceSpenders(chain: AppChain, owner: Address | null) {
  const config = useConfig()
  // The stored list itself (a stable reference), filtered below.
  const entries = useActivity((values) =>
    owner ? values.entriesByAccount[owner.toLowerCase()] : undefined,
  )
  const swapHashes = (entries ?? [])
    .filter((entry) => entry.chainId === chain.id)
    .map((entry) => entry.hash)
  return useQuery({
    queryKey: [
      'allowanceSpenders',
      chain.id,
      chain.routerAddress,
      owner?.toLowerCase() ?? null,
      swapHashes,
    ],
    queryFn: () => {
      if (!owner) throw new Error('No account to read allowances for.')
      return getAllowanceSpenders({
        client: getPublicClient(config, { chainId: chain.id }) as PublicClient,
        chainId: chain.id,
        registryRouter: chain.routerAddress,
        owner,
        swapHashes,
      })
    },
    enabled: owner !== null,
  })
}

/**
 * The allowances page: what the swap routers of the chosen network may
 * still spend of each listed token for the connected account, read from the
 * chain in one Multicall3 call, each non-zero one revocable (a revoke is
 * held to the registry's router, itself held to the pinned table).
 */
function AllowancesBody({ chain }: { chain: AppChain }) {
  const { t } = useLingui()
  const { address } = useWalletAccount()
  const list = useTokenList(chain.id, {
    nativeSymbol: chain.nativeSymbol,
    nativeName: chain.nativeName,
    nativeDecimals: chain.nativeDecimals,
  })
  const tokens = (list.data ?? []).filter(
    (token) => !token.isNative && !token.hasUnsafeDecimals,
  )
  const spenders = useAllowanceSpenders(chain, address)
  const allowances = useRouterAllowances({
    chainId: chain.id,
    owner: address,
    tokens: tokens.map((token) => token.address),
    spenders: spenders.data ?? [],
  })
  const { revoke, pendingToken, errorText } = useRevokeAllowance(chain)
  if (!address) {
    return <p className="muted">{t`Connect a wallet to see its allowances.`}</p>
  }
  const rows: AllowanceRowView[] = (allowances.data ?? []).flatMap((read) => {
    const token = tokens.find((candidate) =>
      isAddressEqual(candidate.address, read.token),
    )
    return token && read.allowanceWei !== null && read.allowanceWei > 0n
      ? [{ token, spender: read.spender, allowanceWei: read.allowanceWei }]
      : []
  })
  const name = chain.name
  const count = tokens.length
  return (
    <>
      <p className="field-note">
        {t`What the swap router may spend of your listed tokens on ${name}, read from the network.`}
      </p>
      {spenders.isError || allowances.isError || list.isError ? (
        <p className="text-error" role="alert">
          {t`The allowances could not be read from the network.`}{' '}
          <button
            type="button"
            className="button-link"
            onClick={() => {
              void spenders.refetch()
              void allowances.refetch()
            }}
          >
            {t`Try again`}
          </button>
        </p>
      ) : spenders.isPending || allowances.isPending || list.isPending ? (
        <p className="muted">{t`Reading allowances…`}</p>
      ) : rows.length === 0 ? (
        <p className="muted">
          {t`The router can spend none of your ${count} listed tokens.`}
        </p>
      ) : (
        <AllowanceList
          rows={rows}
          pendingToken={pendingToken}
          onRevoke={(row) =>
            revoke({
              owner: address,
              token: row.token.address,
              spender: row.spender,
            })
          }
        />
      )}
      {errorText ? (
        <p className="text-error" role="alert">
          {errorText}
        </p>
      ) : null}
    </>
  )
}

export function AllowancesDialog({ chains, onClose }: AllowancesDialogProps) {
  const { t } = useLingui()
  const { chainId } = useSwapForm()
  const chain = chains.find((candidate) => candidate.id === chainId) ?? null
  return (
    <Dialog isOpen title={t`Allowances`} onClose={onClose}>
      {chain ? (
        <AllowancesBody chain={chain} />
      ) : (
        <p className="muted">{t`Choose a network first.`}</p>
      )}
    </Dialog>
  )
}
