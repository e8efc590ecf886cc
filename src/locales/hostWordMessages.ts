import { msg } from '@lingui/core/macro'

/**
 * The widget host script's words (packages/swap-widget/src/hostWords.ts)
 * as messages of the app's catalogues, so they are translated and reviewed
 * with the rest: the package cannot load the catalogues, and carries a copy
 * that hostWords.test.ts holds equal to them. Extracted only; the app never
 * shows them.
 */
export const hostWordMessages = {
  frameTitle: msg({ message: 'Swap', comment: "The swap card's title" }),
  loadFailed: msg`The swap could not be loaded. Check your connection.`,
  retry: msg({
    message: 'Retry',
    comment:
      "The button beside the widget's load failure, on the partner's page: it loads the widget again",
  }),
}
