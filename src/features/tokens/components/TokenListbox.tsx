import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useRef } from 'react'
import type { Address } from 'viem'
import { isAddressShape } from '../../../../schema/isAddressShape'
import { isSameAddress } from '../../../lib/addressKey'
import type { TokenRiskMark } from '../risk/tokenRiskMarks'
import type { AppToken } from '../types'
import { TokenRow } from './TokenRow'

export const TOKEN_ROW_HEIGHT_PX = 60

export type TokenListboxProps = {
  id: string
  label: string
  tokens: readonly AppToken[]
  activeIndex: number
  getOptionId: (index: number) => string
  balances: ReadonlyMap<string, bigint>
  selectedAddress?: string | undefined
  otherAddress?: string | undefined
  /** Lower-case addresses of tokens that are not on the list. */
  importedAddresses?: ReadonlySet<string> | undefined
  /** Tokens the swap's simulation found taxed or unsellable. */
  riskMarks?: ReadonlyMap<string, TokenRiskMark> | undefined
  onPick: (token: AppToken) => void
  onActiveIndexChange: (index: number) => void
}

function toComparable(address: string | undefined): Address | undefined {
  return address && isAddressShape(address) ? address : undefined
}

function isSame(address: Address, other: Address | undefined) {
  return other !== undefined && isSameAddress(address, other)
}

/**
 * The token listbox, virtualised: only the rows in view (and the active one,
 * so aria-activedescendant always points at an element) are in the DOM.
 * Memoised: a render of the picker re-renders the list only when its rows,
 * the active row or the balances change.
 */
export const TokenListbox = memo(function TokenListbox({
  id,
  label,
  tokens,
  activeIndex,
  getOptionId,
  balances,
  selectedAddress,
  otherAddress,
  importedAddresses,
  riskMarks,
  onPick,
  onActiveIndexChange,
}: TokenListboxProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (activeIndex < 0 || activeIndex >= range.count) return indexes
      if (indexes.includes(activeIndex)) return indexes
      return [...indexes, activeIndex].sort((a, b) => a - b)
    },
    [activeIndex],
  )
  const virtualizer = useVirtualizer({
    count: tokens.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TOKEN_ROW_HEIGHT_PX,
    overscan: 6,
    rangeExtractor,
  })

  // The keyboard moves the view to the active row; the pointer, which is
  // already over it, must not make the list jump.
  const hoveredIndexRef = useRef(-1)
  const onHover = useCallback(
    (index: number) => {
      hoveredIndexRef.current = index
      onActiveIndexChange(index)
    },
    [onActiveIndexChange],
  )
  useEffect(() => {
    const isHovered = activeIndex === hoveredIndexRef.current
    hoveredIndexRef.current = -1
    if (isHovered) return
    if (activeIndex < 0 || activeIndex >= tokens.length) return
    // From the virtualiser's cached scroll state: asking it to scroll reads
    // the DOM's sizes and forces a layout on every keystroke of a search,
    // which resets the active row to the first, most often in view already.
    const top = activeIndex * TOKEN_ROW_HEIGHT_PX
    const offset = virtualizer.scrollOffset ?? 0
    const height = virtualizer.scrollRect?.height ?? 0
    if (top >= offset && top + TOKEN_ROW_HEIGHT_PX <= offset + height) return
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' })
  }, [activeIndex, tokens.length, virtualizer])

  const selected = toComparable(selectedAddress)
  const other = toComparable(otherAddress)
  return (
    <div
      ref={scrollRef}
      id={id}
      role="listbox"
      aria-label={label}
      className="token-list"
    >
      <div
        role="presentation"
        className="token-list-sizer"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const token = tokens[item.index] as AppToken
          const key = token.address.toLowerCase()
          return (
            // Keyed by position: a new search refills the rows in view
            // instead of unmounting and building them again.
            <TokenRow
              key={item.index}
              id={getOptionId(item.index)}
              token={token}
              index={item.index}
              setSize={tokens.length}
              offsetPx={item.start}
              heightPx={TOKEN_ROW_HEIGHT_PX}
              balance={balances.get(key)}
              isActive={item.index === activeIndex}
              isSelected={isSame(token.address, selected)}
              isOtherSide={isSame(token.address, other)}
              isImported={importedAddresses?.has(key) ?? false}
              riskMark={riskMarks?.get(key) ?? null}
              onPick={onPick}
              onHover={onHover}
            />
          )
        })}
      </div>
    </div>
  )
})
