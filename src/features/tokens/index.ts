export {
  fetchTokenDetail,
  getTokenDetailQueryKey,
  getTokenDetailQueryOptions,
} from './api/getTokenDetailQueryOptions'
export {
  fetchTokenList,
  getTokenListQueryKey,
  getTokenListQueryOptions,
} from './api/getTokenListQueryOptions'
export { detailToAppToken, toAppToken } from './api/toAppToken'
export { toSafeLogoUrl } from './api/toSafeLogoUrl'
export {
  type TokenLookup,
  type UseTokenParameters,
  useToken,
} from './api/useToken'
export {
  type TokenListQuery,
  type UseTokenListOptions,
  useTokenList,
} from './api/useTokenList'
export { useTokenListAge } from './api/useTokenListAge'
export type { TokenBalances } from './balances/fetchTokenBalances'
export {
  getTokenBalancesQueryKey,
  getTokenBalancesQueryOptions,
  preloadBalanceReads,
} from './balances/getTokenBalancesQueryOptions'
export { readBalancesAheadFor } from './balances/readBalancesAhead'
export { useTokenBalanceReads } from './balances/useTokenBalanceReads'
export {
  type BalancesByAddress,
  type UseTokenBalancesParameters,
  useTokenBalances,
} from './balances/useTokenBalances'
export { TokenLogo } from './components/TokenLogo'
export { unverifiedTokenConfirmation } from './components/unverifiedTokenConfirmation'
export {
  TokenPickerDialog,
  tokenPicker,
} from './containers/TokenPickerDialog'
export type { TokenPickerDialogProps } from './containers/TokenPickerProps'
export {
  createRecentTokensStore,
  RECENT_TOKENS_STORAGE_KEY,
} from './recent/createRecentTokensStore'
export { RecentTokensProvider } from './recent/RecentTokensProvider'
export {
  recordTokenRiskMark,
  TOKEN_RISK_STORAGE_KEY,
  type TokenRiskMark,
} from './risk/tokenRiskMarks'
export {
  createTokenSearchIndex,
  type TokenSearchIndex,
} from './search/createTokenSearchIndex'
export { findToken } from './search/findToken'
export { searchTokens } from './search/searchTokens'
export type { AppToken, TokenListAge } from './types'
