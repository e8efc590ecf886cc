import { isWalletLink } from './protocol/widgetProtocolConstants'

/**
 * Opens a wallet link the frame handed over, from the top window: a
 * wallet's scheme (`wc:`, `metamask:`…) navigates the top window, which
 * hands it to the app; an https universal link opens in a new tab with no
 * opener. Anything else (javascript:, data:, …) is refused: returns false.
 * The person's tap in the frame is the user activation both need.
 */
export function openWalletLink(url: unknown, view: Window = window): boolean {
  if (!isWalletLink(url)) return false
  if (new URL(url).protocol === 'https:') {
    view.open(url, '_blank', 'noopener,noreferrer')
  } else view.open(url, '_top')
  return true
}
