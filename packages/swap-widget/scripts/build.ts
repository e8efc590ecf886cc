// Builds the package into dist/: the ES modules (index.js, react.js, with
// React left to the partner's app: a peer dependency) by Vite's library
// mode, and their declarations by tsc, with the protocol's inferred
// types expanded in place (expandProtocolTypes.ts): a partner needs
// neither the parser kit nor any file of the swap's app. Run by `npm run
// build` and before `npm pack` (prepack).
import { execFile } from 'node:child_process'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'vite'
import { expandProtocolTypes } from './expandProtocolTypes.ts'
import { findBin } from './findBin.ts'

const run = promisify(execFile)
const packageDir = resolve(import.meta.dirname, '..')
const dist = join(packageDir, 'dist')
const typesDir = join(dist, 'types')

async function buildModules() {
  await build({
    configFile: false,
    envDir: false,
    root: packageDir,
    logLevel: 'warn',
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2020',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: {
          index: join(packageDir, 'src/index.ts'),
          react: join(packageDir, 'src/react/index.ts'),
        },
        formats: ['es'],
      },
      rolldownOptions: {
        external: ['react', 'react/jsx-runtime'],
        // The code both entries share, under a name a reader can follow.
        output: { chunkFileNames: '[name].js' },
      },
    },
  })
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(join(dir, entry.name))
        : [join(dir, entry.name)],
    ),
  )
  return nested.flat()
}

async function buildDeclarations() {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM'],
      jsx: 'react-jsx',
      types: [],
      strict: true,
      skipLibCheck: true,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: join(packageDir, 'src'),
      outDir: typesDir,
    },
    files: [
      join(packageDir, 'src/index.ts'),
      join(packageDir, 'src/react/index.ts'),
    ],
  }
  const configPath = join(dist, 'tsconfig.types.json')
  await writeFile(configPath, JSON.stringify(config))
  try {
    await run(findBin('tsc'), ['-p', configPath], { cwd: packageDir })
  } finally {
    await rm(configPath, { force: true })
  }
  // The protocol's declarations name the parser kit's types: the public
  // files import only these two of its types, written out instead.
  const protocol = join(typesDir, 'protocol/widgetProtocol.d.ts')
  const aliases = await expandProtocolTypes(['WidgetOptions', 'WidgetEvent'])
  await writeFile(
    protocol,
    `// The widget protocol's types, expanded from its schemas at build.\n${aliases}\n`,
  )
  for (const file of await listFiles(typesDir)) {
    if (/from 'zod|import\('zod/.test(await readFile(file, 'utf8'))) {
      throw new Error(`${file} still names zod`)
    }
  }
}

await rm(dist, { recursive: true, force: true })
await buildModules()
await buildDeclarations()
console.log(`built ${dist}`)
