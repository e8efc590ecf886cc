type ServiceErrorParameters = {
  statusCode: number
  message: string
  headers?: Record<string, string>
}

/** A failure with the status and message the client sees in the error body. */
export class ServiceError extends Error {
  readonly statusCode: number
  readonly headers: Record<string, string>

  constructor({ statusCode, message, headers = {} }: ServiceErrorParameters) {
    super(message)
    this.name = 'ServiceError'
    this.statusCode = statusCode
    this.headers = headers
  }
}
