import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SchemaOutput } from '../../../schema/endpointDefinition'
import { type EndpointDefinition, endpoints } from '../../../schema/endpoints'
import { formatIssue } from '../../../schema/formatIssue'
import { specMessages } from '../../../schema/messages'
import { ServiceError } from '../errors/ServiceError'
import { getAllowance } from '../handlers/getAllowance'
import { getApproveTransaction } from '../handlers/getApproveTransaction'
import { getChains } from '../handlers/getChains'
import { getDexCompare } from '../handlers/getDexCompare'
import { getPartnerQuote } from '../handlers/getPartnerQuote'
import { getSources } from '../handlers/getSources'
import { getSpender } from '../handlers/getSpender'
import { getSwapQuote } from '../handlers/getSwapQuote'
import { getSwapTransaction } from '../handlers/getSwapTransaction'
import { getTokenDetail } from '../handlers/getTokenDetail'
import { getTokenList } from '../handlers/getTokenList'
import { postExecutionReport } from '../handlers/postExecutionReport'
import type {
  AggregatorServices,
  AppServices,
} from '../services/AggregatorServices'
import type { AppContext, AppEnv } from './AppEnv'
import { sendError } from './sendError'

type MountEndpointsParameters = {
  app: Hono<AppEnv>
  services: AppServices
  baseUrlOf: (c: AppContext) => string
  /** Parse every answer with its schema row before sending it. */
  isResponseValidated: boolean
}

type RouteInput<query> = {
  c: AppContext
  query: query
  partnerId: string
  baseUrl: string
}

const MAX_BODY_BYTES = 16 * 1024

/** Every row of `schema/endpoints.ts`, implemented for every served chain. */
export function mountEndpoints({
  app,
  services,
  baseUrlOf,
  isResponseValidated,
}: MountEndpointsParameters) {
  // The path's chain (its services, or 404), then the query (first issue,
  // spec message), then the handler; the answer must parse with the row's
  // response schema.
  function route<definition extends EndpointDefinition>(
    definition: definition,
    run: (
      input: RouteInput<SchemaOutput<definition['query']>> & {
        chain: AggregatorServices | null
      },
    ) => Promise<unknown> | unknown,
    successStatus: ContentfulStatusCode = 200,
  ) {
    const handler = async (c: AppContext) => {
      const chainParam = c.req.param('chainId')
      // null: the path names no chain; undefined: a chain not served.
      const chain = chainParam === undefined ? null : servedChain(chainParam)
      if (chain === undefined) {
        throw new ServiceError({
          statusCode: 404,
          message: specMessages.chainNotFound,
        })
      }
      const parsed = definition.query.safeParse(c.req.query())
      if (!parsed.success) {
        throw new ServiceError({
          statusCode: 400,
          message: formatIssue(parsed.error.issues[0]),
        })
      }
      const body = await run({
        chain,
        c,
        query: parsed.data as SchemaOutput<definition['query']>,
        partnerId: c.get('partnerId') ?? '',
        baseUrl: baseUrlOf(c),
      })
      if (isResponseValidated) {
        const checked = definition.response.safeParse(body)
        if (!checked.success) {
          throw new Error(
            `${definition.path} answer breaks its schema: ${checked.error.message}`,
          )
        }
      }
      c.header('Cache-Control', 'no-store')
      return c.json(body as object, successStatus)
    }
    if (definition.method === 'POST') app.post(definition.path, handler)
    else app.get(definition.path, handler)
  }

  function servedChain(param: string) {
    if (!/^[1-9][0-9]{0,15}$/.test(param)) return undefined
    return services.chains.get(Number(param))
  }

  /** A route under `/…/{chainId}/…`: the handler gets that chain's services. */
  function chainRoute<definition extends EndpointDefinition>(
    definition: definition,
    run: (
      chain: AggregatorServices,
      input: RouteInput<SchemaOutput<definition['query']>>,
    ) => Promise<unknown> | unknown,
  ) {
    route(definition, ({ chain, ...input }) => {
      if (!chain) throw new Error(`${definition.path} names no chain`)
      return run(chain, input)
    })
  }

  route(endpoints.health, async () => {
    try {
      await Promise.all(
        [...services.chains.values()].map(({ client }) =>
          client.getBlockNumber({ cacheTime: 0 }),
        ),
      )
      return { healthy: true }
    } catch {
      return { healthy: false }
    }
  })
  chainRoute(endpoints.partnerQuote, (chain, { query, partnerId, baseUrl }) =>
    getPartnerQuote(chain, { query, partnerId, baseUrl }),
  )
  app.use(
    endpoints.executions.path,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        sendError(
          c,
          new ServiceError({ statusCode: 413, message: 'Body too large' }),
          services.now,
        ),
    }),
  )
  route(
    endpoints.executions,
    async ({ c, partnerId }) => {
      const json = await c.req.json().catch(() => {
        throw new ServiceError({
          statusCode: 400,
          message: 'Body must be JSON',
        })
      })
      const report = endpoints.executions.body.safeParse(json)
      if (!report.success) {
        throw new ServiceError({
          statusCode: 400,
          message: formatIssue(report.error.issues[0]),
        })
      }
      return postExecutionReport(services, { report: report.data, partnerId })
    },
    202,
  )
  route(endpoints.chains, ({ baseUrl }) => getChains(services, { baseUrl }))
  chainRoute(endpoints.sources, (chain) => getSources(chain))
  chainRoute(endpoints.swapQuote, (chain, { query, baseUrl }) =>
    getSwapQuote(chain, { query, baseUrl }),
  )
  chainRoute(endpoints.swapTransaction, (chain, { query }) =>
    getSwapTransaction(chain, { query }),
  )
  chainRoute(endpoints.allowance, (chain, { query }) =>
    getAllowance(chain, { query }),
  )
  chainRoute(endpoints.approveTransaction, (chain, { query }) =>
    getApproveTransaction(chain, { query }),
  )
  chainRoute(endpoints.spender, (chain) => getSpender(chain))
  chainRoute(endpoints.dexCompare, (chain, { query }) =>
    getDexCompare(chain, { query }),
  )
  chainRoute(endpoints.tokenList, (chain, { query, baseUrl }) =>
    getTokenList(chain, { query, baseUrl }),
  )
  chainRoute(endpoints.tokenDetail, (chain, { c, baseUrl }) =>
    getTokenDetail(chain, {
      address: c.req.param('address') ?? '',
      baseUrl,
    }),
  )
}
