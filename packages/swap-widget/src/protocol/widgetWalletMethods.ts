// A module of its own, apart from widgetProtocolConstants.ts: the frame
// reads these only once a host wallet is lent (src/embed/
// createBridgeProvider.ts, loaded then), and a module's code goes with
// whichever chunk holds it; beside the constants its start-up code needs,
// they would ride in the frame's first load.

/**
 * The EIP-1193 methods the frame asks a lent host wallet, and the only ones
 * /widget.js forwards (anything else is refused with 4200 on the host side):
 * the account, the chain and switching it, and sending the transaction the
 * frame checked. Every other read goes to the frame's own RPC.
 */
export const WIDGET_WALLET_METHODS = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_sendTransaction',
  // EIP-5792: a host wallet that batches takes the swap as one atomic batch
  // with the floor guard around it (src/features/swap/lifecycle).
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export type WidgetWalletMethod = (typeof WIDGET_WALLET_METHODS)[number]

export function isWidgetWalletMethod(
  method: unknown,
): method is WidgetWalletMethod {
  return (WIDGET_WALLET_METHODS as readonly unknown[]).includes(method)
}
