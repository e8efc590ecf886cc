import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { COMPRESSIBLE_EXTENSIONS } from '../server/createStaticHandler.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? listFiles(path) : [path]
    }),
  )
  return nested.flat()
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every text
 * file under `dir` (the build's output; the vite config runs it after each
 * build). A copy is kept only when smaller than the file, and is dated no
 * earlier than it, so the server knows it is current.
 */
export async function precompressDirectory(dir: string) {
  const files = (await listFiles(dir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase()),
  )
  await Promise.all(
    files.map(async (file) => {
      const [source, info] = await Promise.all([readFile(file), stat(file)])
      const copies = [
        {
          path: `${file}.br`,
          body: await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }),
        },
        { path: `${file}.gz`, body: await gzipAsync(source, { level: 9 }) },
      ]
      // Whole seconds at or after the file's mtime: a fraction would be
      // rounded on the way to the file system, possibly to before it.
      const mtime = Math.ceil(info.mtimeMs / 1000)
      for (const { path, body } of copies) {
        if (body.byteLength >= source.byteLength) continue
        await writeFile(path, body)
        await utimes(path, mtime, mtime)
      }
    }),
  )
}
