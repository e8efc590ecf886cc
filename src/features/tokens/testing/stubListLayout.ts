import { afterAll, beforeAll } from 'vitest'

type Dimension = 'clientHeight' | 'clientWidth'

/**
 * jsdom does no layout, so every element measures 0 × 0 and a virtual list
 * would show nothing. Give the token list the size its stylesheet gives it.
 */
export function stubListLayout({ heightPx = 360, widthPx = 400 } = {}) {
  const sizes: Record<Dimension, number> = {
    clientHeight: heightPx,
    clientWidth: widthPx,
  }
  const originals = new Map<Dimension, PropertyDescriptor | undefined>()
  beforeAll(() => {
    for (const dimension of Object.keys(sizes) as Dimension[]) {
      originals.set(
        dimension,
        Object.getOwnPropertyDescriptor(Element.prototype, dimension),
      )
      Object.defineProperty(HTMLElement.prototype, dimension, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('token-list') ? sizes[dimension] : 0
        },
      })
    }
  })
  afterAll(() => {
    for (const dimension of Object.keys(sizes) as Dimension[]) {
      delete (HTMLElement.prototype as Partial<Record<Dimension, number>>)[
        dimension
      ]
    }
  })
}
