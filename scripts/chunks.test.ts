import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  findForbiddenFirstLoadModules,
  hasLaterWords,
  laterWords,
} from './chunks'

describe('findForbiddenFirstLoadModules', () => {
  test('behavior: names wallet, signing and comparison modules, with the reason', () => {
    const found = findForbiddenFirstLoadModules([
      'node_modules/@wagmi/connectors/dist/esm/walletConnect.js',
      'node_modules/@walletconnect/sign-client/dist/index.es.js',
      'node_modules/wagmi/node_modules/@wagmi/core/dist/esm/createConfig.js',
      'node_modules/wagmi/node_modules/@wagmi/core/dist/esm/connectors/injected.js',
      'src/lib/createWagmiConfig.ts',
      'src/features/wallet/walletConnect/createWalletConnectConnector.ts',
      'src/features/wallet/containers/ConnectDialogContainer.tsx',
      'src/features/swap/lifecycle/steps/signStep.ts',
      'src/features/swap/lifecycle/steps/signBatch.ts',
      'src/features/swap/guards/checkSwap.ts',
      'src/features/swap/lifecycle/followSwapState.ts',
      'node_modules/viem/_esm/accounts/privateKeyToAccount.js',
      'node_modules/viem/_esm/actions/wallet/sendTransaction.js',
      'node_modules/@noble/curves/esm/secp256k1.js',
      'src/features/compare/containers/DexComparePanel.tsx',
      'src/embed/createBridgeProvider.ts',
      // Brief noaddr: checksums, keccak and viem's unit helpers.
      'node_modules/@noble/hashes/esm/sha3.js',
      'node_modules/viem/_esm/utils/address/getAddress.js',
      'node_modules/viem/_esm/utils/hash/keccak256.js',
      'node_modules/viem/_esm/utils/unit/formatUnits.js',
      'src/lib/addressChecksum.ts',
      'src/features/settings/readCheckedRecipient.ts',
      // Brief trim: viem's chain definitions.
      'node_modules/viem/_esm/chains/definitions/mainnet.js',
      'src/features/chains/knownChains.ts',
      'src/app/createWalletConfig.ts',
      // Brief notice: the wallet notices' logic.
      'src/features/wallet/hooks/useWalletNotice.ts',
      'src/features/wallet/containers/WalletDriver.tsx',
      'src/features/wallet/hooks/useRestoreWalletSession.ts',
    ])
    expect(found).toHaveLength(28)
    expect(found[0]).toMatch(/^node_modules\/@wagmi\/connectors\/.+: .+/)
  })

  test('behavior: lets the first screen keep what it needs', () => {
    expect(
      findForbiddenFirstLoadModules([
        'node_modules/wagmi/dist/esm/hooks/useConnection.js',
        'node_modules/wagmi/node_modules/@wagmi/core/dist/esm/actions/getConnection.js',
        'node_modules/viem/_esm/accounts/utils/parseAccount.js',
        'src/features/chains/chainFacts.ts',
        'src/lib/addressKey.ts',
        'src/lib/tokenUnits.ts',
        'src/lib/addressChecksumModule.ts',
        'src/lib/createStandInWagmiConfig.ts',
        'src/features/wallet/containers/AccountButton.tsx',
        'src/features/wallet/hooks/useHasWalletNotice.ts',
        'src/features/wallet/hooks/useWalletDriver.ts',
        'src/features/swap/lifecycle/useSwapFlow.ts',
        'src/features/swap/containers/SwapCard.tsx',
      ]),
    ).toEqual([])
  })
})

describe('hasLaterWords', () => {
  test('behavior: knows a row by its path or by the bundler’s absolute id, and nothing else', () => {
    expect(hasLaterWords('src/features/swap/lifecycle/flowSteps.ts')).toBe(true)
    expect(
      hasLaterWords('/work/app/src/features/swap/button/getSwapAction.ts'),
    ).toBe(true)
    expect(
      hasLaterWords('/work/app/src/features/swap/button/formActions.ts'),
    ).toBe(false)
    expect(hasLaterWords('/work/app/src/app/AppFooter.tsx')).toBe(false)
  })

  test('behavior: every row names a module that exists', () => {
    const root = resolve(import.meta.dirname, '..')
    const missing = laterWords
      .map(({ module }) => module)
      .filter((module) => !existsSync(resolve(root, module)))
    expect(missing).toEqual([])
  })
})
