/** What a balance says when the wallet's node did not answer for it. */
export const BALANCE_UNAVAILABLE_TEXT =
  "Balance unavailable — the network isn't answering"
