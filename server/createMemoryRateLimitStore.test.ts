import { createMemoryRateLimitStore } from './createMemoryRateLimitStore'
import { describeRateLimitStore } from './testing/describeRateLimitStore'

describeRateLimitStore('memory', async () => createMemoryRateLimitStore())
