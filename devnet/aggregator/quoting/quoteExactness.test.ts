import { world } from '../../world'
import { defineQuoteExactnessTests } from '../testing/defineQuoteExactnessTests'

// Devnet A: Router, its calldata encoded with the ABI.
defineQuoteExactnessTests(world)
