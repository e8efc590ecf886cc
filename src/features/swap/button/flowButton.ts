import { roleOf } from '../lifecycle/flowSteps'
import { flowActions } from './flowActions'
import type { FlowButton } from './getSwapAction'

/** The button once a review can start: each state's row and its press. */
export const flowButton: FlowButton = { flowActions, roleOf }
