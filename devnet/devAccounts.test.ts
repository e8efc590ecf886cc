import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import {
  type DevAccountIndex,
  devAddresses,
  devMnemonic,
  devPrivateKeys,
  getDevAccount,
} from './devAccounts.ts'

test('behavior: the dev keys are the default mnemonic accounts 0–9', () => {
  expect(devPrivateKeys).toHaveLength(10)
  devAddresses.forEach((address, index) => {
    const account = getDevAccount(index as DevAccountIndex)
    expect(account.address).toBe(address)
    expect(
      mnemonicToAccount(devMnemonic, { addressIndex: index }).address,
    ).toBe(address)
  })
})
