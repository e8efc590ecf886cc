import { useLingui } from '@lingui/react/macro'
import { isAddressEqual } from 'viem'
import { Dialog } from '../../../ui/Dialog'
import type { AppChain } from '../../chains'
import { useTokenList } from '../../tokens'
import { useWalletAccount } from '../../wallet'
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
 * The allowances page: what the swap router of the chosen network may
 * still spend of each listed token for the connected account, read from the
 * chain in one Multicall3 call, each non-zero one revocable. The spender is
 * the registry's router, the one the app approves (held to the pinned
 * table before any signature).
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
  const allowances = useRouterAllowances({
    chainId: chain.id,
    owner: address,
    tokens: tokens.map((token) => token.address),
    spenders: [chain.routerAddress],
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
      {allowances.isPending || list.isPending ? (
        <p className="muted">{t`Reading allowances…`}</p>
      ) : allowances.isError || list.isError ? (
        <p className="text-error" role="alert">
          {t`The allowances could not be read from the network.`}{' '}
          <button
            type="button"
            className="button-link"
            onClick={() => void allowances.refetch()}
          >
            {t`Try again`}
          </button>
        </p>
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
