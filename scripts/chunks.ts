// Every module the app loads with `import()`, when its page fetches it and
// why it is not in the first load: the one list of the app's chunks. The
// code names a lazy module one way only, `lazyModule(() => import('…'))`
// (src/lib/lazyModule.ts); test/architecture.test.ts holds each such import
// to a row here and each row to an import. The build reads the rows fetched
// at start-up (they join the start-up chunk: scripts/startupChunk.ts) and
// those compiled as they arrive.

export type LazyChunk = {
  /** The module, from the project root. */
  module: string
  /**
   * When the page fetches it: at start-up (then it joins the start-up
   * chunk, on `pages` only), on first use, on intent (pointer or focus
   * near what needs it, else first use), or once the page is idle.
   */
  when: 'start-up' | 'first use' | 'intent' | 'idle'
  /** Start-up modules only: the pages that fetch it as they start. */
  pages?: readonly ('app' | 'widget')[]
  /**
   * Fetched on intent and run whole the moment it arrives: its chunk gets
   * V8's compile hint, so it compiles as it streams in.
   */
  isCompiledOnArrival?: true
  why: string
}

export const lazyChunks: readonly LazyChunk[] = [
  // Start-up: import()ed as the page starts, grouped into its first chunk.
  {
    module: 'schema/deployment.ts',
    when: 'start-up',
    pages: ['app', 'widget'],
    why: "the deployment's settings are parsed before any URL becomes a transport; an import() keeps the schemas out of the modules that only need their types",
  },
  {
    module: 'schema/readEndpoints.ts',
    when: 'start-up',
    pages: ['app', 'widget'],
    why: 'the contract of what the first screen reads (chain registry, token lists, token details): the registry is parsed with it before the card shows',
  },
  {
    module: 'schema/endpoints.ts',
    when: 'idle',
    why: "every other endpoint's schemas (quotes, swaps, comparisons, reports), fetched once the card is up or by the first request that needs them",
  },
  {
    module: 'schema/errorBody.ts',
    when: 'start-up',
    pages: ['app', 'widget'],
    why: "the API's error body, parsed with the contract",
  },
  {
    module: 'packages/swap-widget/src/protocol/widgetProtocol.ts',
    when: 'start-up',
    pages: ['widget'],
    why: "nothing in the frame shows before the host's init is parsed with it",
  },
  {
    module: 'src/embed/EmbedApp.tsx',
    when: 'start-up',
    pages: ['widget'],
    why: 'the card, fetched beside the settings it needs first',
  },
  // The widget's frame.
  {
    module: 'src/embed/createBridgeProvider.ts',
    when: 'first use',
    why: "only a widget lent the host page's wallet (`wallet: provider`) bridges to it, and its card waits for it; a widget on its own wallets needs none of it",
  },
  {
    module: 'src/embed/HostLimitsNotice.tsx',
    when: 'first use',
    why: 'only a host that sets limits that can cost the person money shows it; the hold on signing needs none of its words',
  },
  {
    module: 'src/embed/watchFrameVisibility.ts',
    when: 'first use',
    why: "the frame's watch against clickjacking, fetched once a wallet is connected or host limits wait: no press that commits them or leads to a signature counts before the frame has been in plain sight for a second",
  },
  {
    module: 'src/embed/FrameProblem.tsx',
    when: 'first use',
    why: 'only a frame that cannot show the card (alone, or its settings failed) shows it',
  },
  // Only when something goes wrong.
  {
    module: 'src/app/StartupError.tsx',
    when: 'first use',
    why: 'only a page that cannot start shows it',
  },
  // Brief split (issue 34): app modules the amount field and an indicative
  // quote do not need.
  {
    module: 'src/lib/toUserError.ts',
    when: 'first use',
    why: "an error's words (and their messages in the catalogue's first part), once an error shows: a network list that failed, the crash screen (src/lib/UserErrorText.tsx), a failed quote (its status line, in the card's parts)",
  },
  {
    module: 'src/features/wallet/containers/ConnectedAccount.tsx',
    when: 'first use',
    why: "the account chip, its menu and wagmi's disconnect (TanStack's mutation observer with it), fetched as a wallet starts connecting; until it is here a connected wallet's button reads as connecting (AccountButton)",
  },
  {
    module: 'src/features/wallet/switchWalletChain.ts',
    when: 'first use',
    why: "asks the wallet for another network (the header's network choice, the button's Switch to …): wagmi's action instead of its useSwitchChain hook, whose mutation observer the first screen would carry for a press only a connected wallet makes",
  },
  {
    module: 'src/features/swap/containers/ResumeSwaps.tsx',
    when: 'first use',
    why: "the follow-up of swaps an earlier page left pending (the history's reads, the receipt wait's loader), once an account is connected: a first visit without a wallet has none",
  },
  {
    module: 'src/features/swap/containers/LinkedTokenConfirmation.tsx',
    when: 'first use',
    why: "the check of a token that came by link (is it listed, verified, plainly named?), for a card that starts from such a link: a first visit's empty form needs none of it",
  },
  // Brief flowlazy (issue 34): the swap flow's hooks, off the first load.
  {
    module: 'src/features/swap/containers/SwapFlowDriver.tsx',
    when: 'intent',
    why: "the flow's hooks (the machine's reducer, the effects, the host's swap events), mounted by the card once fetched: on pointer or focus near the main button, once a wallet is connected, or when the page is idle; until then the flow is idle, and a press made meanwhile holds the button busy and is carried out once as the driver mounts (hooks/useLazySwapFlow.ts)",
  },

  {
    module: 'src/features/swap/reports/createExecutionReports.ts',
    when: 'first use',
    why: 'the execution-report queue of the mounted app, with the first report queued, or once the page is idle when an earlier page left reports unsent (swap.reports.v1): a first visit fetches none of it',
  },
  // The swap.
  {
    module: 'src/features/swap/components/LinkProblemsNotice.tsx',
    when: 'first use',
    why: 'only a link with a value the form could not take (a malformed address or amount, a network not offered) names it',
  },
  {
    module: 'src/features/swap/lifecycle/followSwapState.ts',
    when: 'first use',
    why: 'the step runner and its steps (wallet, chain and API calls, the zod contract they need): loaded once a review is possible',
  },
  {
    module: 'src/features/swap/lifecycle/toPressEvent.ts',
    when: 'first use',
    why: "what a press sends once a review is open (and the chains where the person accepted swaps cleared by simulation alone, read and written only then): fetched with the flow's steps",
  },
  {
    module: 'src/features/swap/lifecycle/steps/quoteStep.ts',
    when: 'first use',
    why: "Review's start from the quote on screen, the quote step's own code: fetched with the step runner, which imports it too",
  },
  {
    module: 'src/features/swap/lifecycle/transition.ts',
    when: 'first use',
    why: "the machine, fetched once a wallet is connected: off the widget frame's first load (its budget); events sent before it arrives wait in useSwapMachine's queue, none is dropped",
  },
  {
    module: 'src/features/swap/api/getExecutableQuoteQueryOptions.ts',
    when: 'first use',
    why: "how an executable quote is asked and read (the partner answer, the quote's life): with the first connected wallet's quote; its key stays on the first load (getCardExecutableQuoteQueryOptions.ts)",
  },
  {
    module: 'src/features/swap/lifecycle/receipt.ts',
    when: 'first use',
    why: 'the receipt wait, for a swap an earlier page left pending',
  },
  {
    module: 'src/features/swap/button/flowButton.ts',
    when: 'first use',
    why: "the button's words once a review starts and each state's press (flowSteps.ts's roleOf; brief flowlazy took it off the first load), loaded with the first connected wallet",
  },
  {
    module: 'src/features/swap/containers/SwapFlowPanel.tsx',
    when: 'first use',
    why: "a review's progress and details, shown only once a review starts",
  },
  {
    module: 'src/features/swap/containers/cardParts.ts',
    when: 'idle',
    why: "the card's parts shown only in some states (the quote's status line and details, a degraded chain's banner, the wrong-network prompt, the wallet's notice), readied while the page is idle",
  },
  {
    module: 'src/features/swap/components/AmountAdviceText.tsx',
    when: 'first use',
    why: 'the words of a refused amount, shown only once one is typed',
  },
  {
    module: 'src/features/swap/components/RecipientNotice.tsx',
    when: 'first use',
    why: 'shown only while the output goes to another address',
  },
  {
    module: 'src/features/swap/components/LinkedTokenDialog.tsx',
    when: 'first use',
    why: 'shown only for a token that arrives by link and needs confirming',
  },
  {
    module: 'src/features/swap/pools/readPoolStates.ts',
    when: 'first use',
    why: "pool reads (viem's call and ABI coding) for a route's mid prices",
  },
  {
    module: 'src/features/swap/reports/createReportSender.ts',
    when: 'first use',
    why: 'the report queue, when there is a report to send (now, or left by an earlier page)',
  },
  {
    module: 'src/features/swap/reports/sendExecutionReport.ts',
    when: 'first use',
    why: 'the POST of one report, with the queue',
  },
  // Tokens.
  {
    module: 'src/features/tokens/containers/TokenPicker.tsx',
    when: 'idle',
    isCompiledOnArrival: true,
    why: 'the picker (list view, virtualiser, styles), readied while the page is idle or on intent, so its first opening only renders',
  },
  {
    module: 'src/features/tokens/components/UnverifiedTokenConfirmation.tsx',
    when: 'first use',
    why: 'the confirmation outside the picker, for a token that arrives by link',
  },
  {
    module: 'src/features/tokens/api/tokenListCopy.ts',
    when: 'idle',
    why: "the token list's last good copy, written once the page is idle and read only when the proxy cannot answer",
  },
  {
    module: 'src/features/tokens/balances/fetchTokenBalances.ts',
    when: 'first use',
    why: "balance reads (viem's call, multicall and ABI coding), with the first account: never on a first visit without a wallet",
  },
  // Chains.
  {
    module: 'src/features/chains/api/chainsCopy.ts',
    when: 'idle',
    why: "the registry's last good copy, written once the page is idle and read only when the proxy cannot answer",
  },
  // Compare.
  {
    module: 'src/features/compare/containers/DexComparePanel.tsx',
    when: 'intent',
    why: 'the comparison panel and its requests exist only while it is open',
  },
  {
    module: 'src/features/compare/components/RouteDiagram.tsx',
    when: 'first use',
    why: 'the route drawing in the quote details, when a quote has routes',
  },
  {
    module: 'src/features/chains/components/ChainListbox.tsx',
    when: 'first use',
    why: "the network menu's list and its keys, when the menu first opens; the button itself (logo, name) is on the first screen",
  },
  // Settings, activity, wallets.
  {
    module: 'src/features/settings/containers/SettingsDialog.tsx',
    when: 'first use',
    why: 'when the settings are first opened',
  },
  {
    module: 'src/features/swap/containers/AllowancesDialog.tsx',
    when: 'first use',
    why: 'the allowances page, only when the account menu opens it',
  },
  {
    module: 'src/features/activity/store/parseActivity.ts',
    when: 'idle',
    why: 'the stored history read as untrusted (and a version 1 history migrated), once the page is idle: the first screen shows none of it, and a swap sent before then is written all the same',
  },
  {
    module: 'src/features/activity/containers/ActivityPanel.tsx',
    when: 'first use',
    why: 'the history, once an account is connected, after the first screen',
  },
  {
    module: 'src/features/wallet/containers/ConnectDialogContainer.tsx',
    when: 'first use',
    why: 'the connect dialog and its connection logic, when first opened',
  },
  {
    module: 'src/app/createWalletConfig.ts',
    when: 'first use',
    why: "wagmi's configuration, the injected connector, EIP-6963 discovery, viem's clients and transports (≈ 10 KiB gzip), and viem's chain definitions (brief trim, issue 34: ≈ 1 KiB; the first screen reads src/features/chains/chainFacts.ts): fetched as the page starts when a wallet session was saved, else right after the first screen's commit; until then wagmi's hooks read a stand-in with no wallet (src/lib/createStandInWagmiConfig.ts)",
  },
  {
    module: 'src/features/wallet/components/WalletConnectPairing.tsx',
    when: 'first use',
    why: 'the QR encoder, when WalletConnect is chosen',
  },
  {
    module: 'src/features/wallet/walletConnect/createWalletConnectConnector.ts',
    when: 'first use',
    why: 'WalletConnect, when chosen; builds import the separately bundled copy (vite.config.ts: its shared modules would otherwise be hoisted into the first load), the dev server this module',
  },
  {
    module: 'src/features/wallet/devnet/createDevnetConnector.ts',
    when: 'first use',
    why: 'the Devnet wallet, in devnet builds only (the import is removed from production builds with its branch)',
  },
  // Brief noaddr (issue 34): EIP-55 checksums (keccak) off the first load;
  // the first screen compares lowercase keys (src/lib/addressKey.ts).
  {
    module: 'src/lib/addressChecksum.ts',
    when: 'first use',
    why: "EIP-55 checksums (viem's getAddress over @noble/hashes' keccak, ≈ 3 KiB gzip): fetched with the first screen only when the link names a token; else by a token looked up by address, an account or notice shown in checksum case, an accepted router in mixed case (a wallet's own code brings most of it)",
  },
  {
    module: 'src/features/settings/readCheckedRecipient.ts',
    when: 'first use',
    why: "a recipient's full check (its checksum needs keccak): fetched with the first screen only when storage holds a recipient, or when a host's options carry one",
  },
  // Brief last (issue 34): the frame's last bytes off its first load.
  {
    module: 'src/features/activity/store/createActivityStore.ts',
    when: 'idle',
    why: 'the history store: no history shows before the page is idle, so its code comes then where storage holds one to read, else with the first swap sent, whose writes wait for it in order (ActivityStoreProvider.tsx); fetched on every idle page it would weigh on the first load wherever idle comes before the first input',
  },
]

/** The modules a page import()s as it starts: they join its start-up chunk. */
export function startupImportsOf(page: 'app' | 'widget'): string[] {
  return lazyChunks
    .filter(({ when, pages }) => when === 'start-up' && pages?.includes(page))
    .map(({ module }) => module)
}

/** Lazy modules compiled as they arrive (scripts/startupChunk.ts). */
export const compiledOnArrival = lazyChunks
  .filter(({ isCompiledOnArrival }) => isCompiledOnArrival)
  .map(({ module }) => module)

export type LaterWords = {
  /** A start-up module, from the project root. */
  module: string
  why: string
}

/**
 * Brief split (issue 34): start-up modules whose words the first screen
 * does not show before any interaction. Their messages go to the rest of
 * each catalogue, fetched once the card is up (src/lib/i18n/loadI18n.ts),
 * not to the first part the page waits for (scripts/startupChunk.ts); a
 * message another start-up module also uses stays in the first part.
 */
export const laterWords: readonly LaterWords[] = [
  {
    module: 'src/features/swap/lifecycle/flowSteps.ts',
    why: "the steps' names: the progress shows them once a review starts",
  },
  {
    module: 'src/features/swap/button/getSwapAction.ts',
    why: "'One moment…': the button while the flow's rows arrive, after a press",
  },
  {
    module: 'src/features/swap/containers/SwapActionButton.tsx',
    why: 'the signing hold and the old-request hint: both need a connected wallet and a press',
  },
  {
    module: 'src/features/compare/containers/PanelErrorBoundary.tsx',
    why: 'a comparison that failed, once opened',
  },
]

/** Whether a module (a bundler id or a path) is a row of `laterWords`. */
export function hasLaterWords(moduleId: string): boolean {
  const path = moduleId.replaceAll('\\', '/').replace(/^\0/, '')
  return laterWords.some(
    ({ module }) => path === module || path.endsWith(`/${module}`),
  )
}

export type FirstLoadRule = {
  /** Module paths from the project root (node_modules/… for packages). */
  pattern: RegExp
  why: string
}

/**
 * What must never be in a page's first load, whatever imports it: the
 * production build's report of each page's first-load modules
 * (scripts/startupChunk.ts) is held to this list by
 * test/integration/productionBuild.test.ts.
 */
export const firstLoadForbidden: readonly FirstLoadRule[] = [
  {
    pattern: /node_modules\/(@wagmi\/connectors|@walletconnect|@reown)\//,
    why: "WalletConnect and wagmi's other connectors: only when the person picks one",
  },
  {
    pattern: /^src\/features\/wallet\/(walletConnect|devnet)\//,
    why: 'the WalletConnect and Devnet connectors, loaded when chosen',
  },
  {
    pattern:
      /^src\/features\/wallet\/(containers\/ConnectDialogContainer|components\/WalletConnectPairing)\.tsx$/,
    why: 'the connect dialog and the QR code, when first opened',
  },
  {
    pattern: /^src\/features\/swap\/(lifecycle\/steps|guards|allowances)\//,
    why: 'the signing path (approve, sign, batch, the guards before every signature): once a review starts',
  },
  {
    pattern:
      /^src\/features\/swap\/lifecycle\/(followSwapState|transition|receipt|toPressEvent)\.ts$/,
    why: 'the step runner, the machine and the receipt wait: with the first connected wallet',
  },
  {
    pattern:
      /(^src\/lib\/createWagmiConfig\.ts|@wagmi\/core\/dist\/esm\/(createConfig|connectors\/[^/]+)\.js)$/,
    why: "wagmi's configuration and connectors: fetched beside or after the first screen, never in it (src/lib/createStandInWagmiConfig.ts)",
  },
  {
    pattern:
      /node_modules\/viem\/_esm\/(accounts\/(?!utils\/parseAccount\.js)|actions\/wallet\/)/,
    why: "viem's signing and wallet actions: the wallet signs, after a review",
  },
  {
    pattern: /node_modules\/@noble\/curves\//,
    why: 'elliptic-curve code signs or recovers; the first screen does neither',
  },
  {
    pattern: /^src\/features\/compare\/containers\/DexComparePanel\.tsx$/,
    why: 'the comparison, while it is open',
  },
  {
    pattern: /^src\/embed\/createBridgeProvider\.ts$/,
    why: "the host wallet's bridge, only for a widget lent one",
  },
  // Brief noaddr (issue 34).
  {
    pattern:
      /(node_modules\/@noble\/hashes\/|node_modules\/viem\/_esm\/utils\/(address|hash|unit)\/|^src\/lib\/addressChecksum\.ts$|^src\/features\/settings\/(readCheckedRecipient|validateRecipientInput)\.ts$)/,
    why: "EIP-55 checksums and keccak, and viem's unit helpers: the first screen compares lowercase keys (src/lib/addressKey.ts) and formats with src/lib/tokenUnits.ts; a checksum is fetched where one matters",
  },
  // Brief nozod (issue 34): zod off both first loads.
  {
    pattern: /node_modules\/zod\/|^schema\/configureZod\.ts$/,
    why: 'zod (≈ 8 KiB gzip) parses only the contract after the first screen (schema/endpoints.ts); what the first screen reads is written in the parser kit, packages/swap-widget/src/protocol/lite.ts',
  },
  // Brief trim (issue 34): viem's chain definitions load with wagmi's
  // configuration; the first screen reads src/features/chains/chainFacts.ts.
  {
    pattern:
      /(node_modules\/viem\/_esm\/chains\/|^src\/features\/chains\/(knownChains|toViemChain)\.ts$|^src\/app\/createWalletConfig\.ts$)/,
    why: "viem's chain definitions (≈ 1 KiB gzip): wagmi's configuration builds its chains from them (src/app/createWalletConfig.ts); the first screen needs only a few of their fields (src/features/chains/chainFacts.ts, held to viem's by its test)",
  },
  // Brief notice (issue 34): the wallet notices' logic and the lazy
  // connectors' session restore load and mount with wagmi's configuration;
  // the first screen reads only the notice's context.
  {
    pattern:
      /^src\/features\/wallet\/(hooks\/(useWalletNotice|useRestoreWalletSession)\.ts|containers\/WalletDriver\.tsx)$/,
    why: "the wallet notices' logic (relay down, session ended, account switched) and a lazy connector's session restore with wagmi's reconnect: they ship in wagmi's configuration's chunk and mount in the render that brings it (src/features/wallet/containers/WalletDriver.tsx), as neither acts on the stand-in; the first screen reads src/features/wallet/hooks/useHasWalletNotice.ts",
  },
]

/** The first-load modules a rule forbids, each with the rule's reason. */
export function findForbiddenFirstLoadModules(
  modules: readonly string[],
): string[] {
  return modules.flatMap((module) =>
    firstLoadForbidden
      .filter(({ pattern }) => pattern.test(module))
      .map(({ why }) => `${module}: ${why}`),
  )
}
