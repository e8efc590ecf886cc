import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { findAnvilBinary, type RunningAnvil, startAnvil } from './anvil.ts'
import { devAddresses } from './devAccounts.ts'

const started: RunningAnvil[] = []

async function start(
  parameters?: Parameters<typeof startAnvil>[0],
): Promise<RunningAnvil> {
  const anvil = await startAnvil(parameters)
  started.push(anvil)
  return anvil
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((anvil) => anvil.stop()))
})

test('behavior: finds the anvil binary installed with the project', () => {
  expect(findAnvilBinary()).toMatch(/node_modules\/\.bin\/anvil$/)
})

test('behavior: starts on a free port with chain id 31337 and funded dev accounts', async () => {
  const anvil = await start()
  expect(anvil.port).toBeGreaterThan(0)
  expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  expect(await client.getChainId()).toBe(31337)
  const wallet = createWalletClient({ transport: http(anvil.rpcUrl) })
  const accounts = await wallet.getAddresses()
  expect(accounts.map((account) => account.toLowerCase())).toEqual(
    devAddresses.map((address) => address.toLowerCase()),
  )
  for (const address of devAddresses) {
    expect(await client.getBalance({ address })).toBe(parseEther('10000'))
  }
})

test('behavior: parallel instances get their own ports', async () => {
  const [first, second] = await Promise.all([start(), start()])
  expect(first?.port).not.toBe(second?.port)
})

test('behavior: stop() shuts anvil down and frees the port', async () => {
  const anvil = await start()
  await anvil.stop()
  await expect(
    fetch(anvil.rpcUrl, { method: 'POST', body: '{}' }),
  ).rejects.toThrow()
  const again = await start({ port: anvil.port })
  expect(again.port).toBe(anvil.port)
})

test('behavior: a taken port fails with anvil’s reason', async () => {
  const anvil = await start()
  await expect(start({ port: anvil.port })).rejects.toThrow(
    /anvil exited before listening/,
  )
})
