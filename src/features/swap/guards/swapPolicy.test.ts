// The policies read as the README's tables, in the same order: a check
// added, removed or moved in one place and not the other fails here.
import { describe, expect, test } from 'vitest'
import { approvalPolicy } from './approvalPolicy'
import readme from './README.md?raw'
import { swapPolicy } from './swapPolicy'

/** The check names of the table under `heading`, in its order. */
function tableUnder(heading: string): string[] {
  const start = readme.indexOf(heading)
  if (start < 0) throw new Error(`README has no heading ${heading}`)
  const section = readme.slice(start).split('\n## ')[0] ?? ''
  return [...section.matchAll(/^\| \d+ \| `(\w+)` \|/gm)].map(
    (match) => match[1] ?? '',
  )
}

describe('the policies', () => {
  test('behavior: the swap policy is the README table, in order', () => {
    expect(swapPolicy.map((check) => check.name)).toEqual(
      tableUnder('## The swap'),
    )
  })

  test('behavior: the approval checks the node’s chain before reading the router from it', () => {
    const order: string[] = approvalPolicy.map((check) => check.name)
    expect(order.indexOf('checkRpcChain')).toBeLessThan(
      order.indexOf('verifyRouter'),
    )
  })

  test('behavior: the approval policy is the README table, in order', () => {
    expect(approvalPolicy.map((check) => check.name)).toEqual(
      tableUnder('## The approval'),
    )
  })

  test('behavior: tampering comes before what a switch or a fresh quote fixes, and the chain’s evidence after both', () => {
    const order: string[] = swapPolicy.map((check) => check.name)
    const at = (name: string) => order.indexOf(name)
    expect(at('checkRouterAddress')).toBeLessThan(at('checkWalletChain'))
    expect(at('checkWalletChain')).toBeLessThan(at('checkQuoteExpiry'))
    expect(at('checkQuoteMatchesScreen')).toBeLessThan(at('checkRpcChain'))
    // Every read of the chain after the node proved which chain it serves.
    expect(at('checkRpcChain')).toBeLessThan(at('verifyRouter'))
    expect(at('checkFees')).toBeLessThan(at('measureSwap'))
    expect(at('measureSwap')).toBeLessThan(at('checkMeasuredSwap'))
  })
})
