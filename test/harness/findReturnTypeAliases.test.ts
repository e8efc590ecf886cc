import { describe, expect, test } from 'vitest'
import { findReturnTypeAliases } from './findReturnTypeAliases'

// The architecture test finds these aliases with a pattern; prove it sees
// every way of writing one, so a type named for a function cannot hide
// behind syntax.
describe('findReturnTypeAliases', () => {
  test('behavior: finds every spelling of an exported ReturnType alias', () => {
    const code = [
      'export type Store = ReturnType<typeof createStore>',
      'export type Model =',
      '  ReturnType<typeof useModel>',
      'export type Proxy = Awaited<ReturnType<typeof startProxy>>',
      'export type Running = Awaited<',
      '  ReturnType<typeof start>',
      '>',
      "export type Actions = ReturnType<typeof createStore>['actions']",
      'export type Full = NonNullable<Awaited<ReturnType<typeof read>>>',
      'export type Of<T> = ReturnType<typeof make<T>>',
      'export type Tight=ReturnType<typeof make>',
      'type Later = ReturnType<typeof makeLater>',
      'type Renamed = ReturnType<typeof makeRenamed>',
      'export { type Later, Renamed as Public }',
    ].join('\n')
    expect(findReturnTypeAliases(code)).toEqual([
      'Store',
      'Model',
      'Proxy',
      'Running',
      'Actions',
      'Full',
      'Of',
      'Tight',
      'Later',
      'Renamed',
    ])
  })

  test('behavior: leaves named types, private aliases, uses and comments', () => {
    const code = [
      'export type Store = StoreApi<State>',
      'type Local = ReturnType<typeof make>',
      'let timer: ReturnType<typeof setTimeout> | undefined',
      'export type Timers = Record<string, ReturnType<typeof setTimeout>>',
      '// export type Old = ReturnType<typeof make>',
      '/* export type Older = ReturnType<typeof make> */',
      "export { type Other } from './other'",
    ].join('\n')
    expect(findReturnTypeAliases(code)).toEqual([])
  })
})
