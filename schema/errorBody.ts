import * as v from '../packages/swap-widget/src/protocol/lite'

/** Every failure body of the service, and of our proxy in front of it. */
export const errorBodySchema = v.object({
  statusCode: v.int(),
  message: v.string(),
  error: v.string(),
  timestamp: v.string(),
  path: v.string(),
})

export type ErrorBody = v.Output<typeof errorBodySchema>

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

type CreateErrorBodyParameters = {
  statusCode: number
  message: string
  path: string
  now?: Date
}

export function createErrorBody({
  statusCode,
  message,
  path,
  now = new Date(),
}: CreateErrorBodyParameters): ErrorBody {
  return {
    statusCode,
    message,
    error: reasonPhrases[statusCode] ?? 'Error',
    timestamp: now.toISOString(),
    path,
  }
}
