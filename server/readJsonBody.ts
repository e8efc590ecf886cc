/**
 * Reads a request body that must be a small JSON document: the media type is
 * checked first (415), the declared and the actual size are capped (413,
 * without buffering more than the cap), then it is parsed (400).
 */

type ReadJsonBodyReturnType =
  | { kind: 'json'; json: unknown }
  | { kind: 'error'; status: 400 | 413 | 415; message: string }

export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<ReadJsonBodyReturnType> {
  const mediaType = request.headers
    .get('content-type')
    ?.split(';')[0]
    ?.trim()
    .toLowerCase()
  if (mediaType !== 'application/json') {
    return {
      kind: 'error',
      status: 415,
      message: 'Body must be application/json',
    }
  }
  const tooLarge = {
    kind: 'error',
    status: 413,
    message: `Body must be at most ${maxBytes} bytes`,
  } as const
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return tooLarge

  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return tooLarge
      }
      chunks.push(value)
    }
  }
  try {
    return {
      kind: 'json',
      json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    }
  } catch {
    return { kind: 'error', status: 400, message: 'Body must be valid JSON' }
  }
}
