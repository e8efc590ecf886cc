import type { PartnerQuoteResponse } from '../../../../schema/partner'

type NeedsOwnSimulationParameters = Pick<
  PartnerQuoteResponse,
  'simulation' | 'simulationStatus' | 'simulationIncomplete' | 'validation'
>

type NeedsOwnSimulationReturnType = boolean

/**
 * Whether the app must eth_call the exact transaction itself: the service's
 * simulation did not succeed (spec rule 4), or it could not check the
 * payer's balance, allowance or gas (UNKNOWN: "validate independently").
 */
export function needsOwnSimulation({
  simulation,
  simulationStatus,
  simulationIncomplete,
  validation,
}: NeedsOwnSimulationParameters): NeedsOwnSimulationReturnType {
  if (simulation.status !== 'SUCCESS') return true
  if (simulationStatus !== undefined && simulationStatus !== 'SUCCESS') {
    return true
  }
  if (simulationIncomplete === true) return true
  return Object.values(validation).some((check) => check.status === 'UNKNOWN')
}
