import { worldB } from '../../world'
import { defineQuoteExactnessTests } from '../testing/defineQuoteExactnessTests'

// Devnet B: PackedRouter, its calldata a packed program no ABI decodes.
defineQuoteExactnessTests(worldB)
