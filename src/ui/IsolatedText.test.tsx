import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { IsolatedText } from './IsolatedText'

const bdiTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)

describe('IsolatedText', () => {
  test('behavior: a symbol in a button label sits in a <bdi>, the name unchanged', () => {
    render(
      <button type="button">
        <IsolatedText text="Approve ب00" values={['ب00', 'USDC']} />
      </button>,
    )
    const button = screen.getByRole('button', { name: 'Approve ب00' })
    expect(bdiTexts(button)).toEqual(['ب00'])
    expect(button.textContent).toBe('Approve ب00')
  })

  test('behavior: every occurrence of every value, the longer value first', () => {
    const { container } = render(
      <p>
        <IsolatedText
          text="Review: wrap ETH to WETH, then swap WETH"
          values={['ETH', 'WETH', null, '']}
        />
      </p>,
    )
    expect(bdiTexts(container)).toEqual(['ETH', 'WETH', 'WETH'])
    expect(container.textContent).toBe(
      'Review: wrap ETH to WETH, then swap WETH',
    )
  })

  test('behavior: a value inside a word of its own script is left alone', () => {
    const { container } = render(
      <p>
        <IsolatedText text="Unwrap WETH; 批准USDC" values={['ETH', 'USDC']} />
      </p>,
    )
    // "ETH" is part of "WETH"; "USDC" after Chinese letters is the symbol.
    expect(bdiTexts(container)).toEqual(['USDC'])
  })

  test('behavior: no values, or none found: the plain string', () => {
    const { container } = render(
      <p>
        <IsolatedText text="Enter an amount" values={['USDC']} />
      </p>,
    )
    expect(container.querySelector('bdi')).toBeNull()
    expect(container.textContent).toBe('Enter an amount')
  })
})
