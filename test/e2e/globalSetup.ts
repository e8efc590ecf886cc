import { getSharedBuild } from '../harness/buildProductionSpa.ts'

// What every browser test's page is served from: the devnet build, made
// once for the whole run and only when the sources changed since the last
// one (test/harness/buildProductionSpa.ts). Each Playwright worker starts a
// world of its own on free ports around it (fixtures/test.ts) and
// configures it at run time: one build serves them all.
export default async function globalSetup() {
  process.env.E2E_STATIC_DIR = await getSharedBuild('devnet')
}
