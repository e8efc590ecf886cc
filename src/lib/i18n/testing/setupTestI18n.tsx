// Vitest setup (browser-code project): every render() and renderHook() of
// Testing Library runs inside an English LocaleProvider, as the app runs
// inside one, so a component test needs no wrapper of its own to find its
// messages. A test about another language nests its own provider inside
// (the nearest provider wins).
import type * as TestingLibrary from '@testing-library/react'
import type { ComponentType, ReactNode } from 'react'
import { vi } from 'vitest'
import { LocaleProvider } from '../LocaleProvider'
import { createTestI18n } from './createTestI18n'

type Options = { wrapper?: ComponentType<{ children: ReactNode }> | undefined }

function inEnglish(options: Options | undefined) {
  const Inner = options?.wrapper
  const i18n = createTestI18n('en')
  return function EnglishWrapper({ children }: { children: ReactNode }) {
    return (
      <LocaleProvider i18n={i18n} storage={null}>
        {Inner ? <Inner>{children}</Inner> : children}
      </LocaleProvider>
    )
  }
}

vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>()
  function render(ui: ReactNode, options?: TestingLibrary.RenderOptions) {
    return library.render(ui, { ...options, wrapper: inEnglish(options) })
  }
  function renderHook<Result, Props>(
    callback: (props: Props) => Result,
    options?: TestingLibrary.RenderHookOptions<Props>,
  ) {
    return library.renderHook(callback, {
      ...options,
      wrapper: inEnglish(options),
    })
  }
  return {
    ...library,
    render: render as typeof library.render,
    renderHook: renderHook as typeof library.renderHook,
  }
})
