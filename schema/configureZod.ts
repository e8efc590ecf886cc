import { config } from 'zod/mini'

/**
 * Zod 4 compiles fast object parsers with `new Function`, after probing once
 * whether eval is allowed. The app's CSP forbids eval (no 'unsafe-eval'), and
 * the browser reports the refused probe as a CSP violation even though zod
 * catches it. Jitless parsing never probes. Zod reads the setting when an
 * object schema is built, so every module here that builds zod schemas
 * imports this first. Off the first load with them: the schemas the first
 * screen reads are the parser kit's (lite.ts). Browsers only: Node has no
 * CSP, and the proxy keeps zod's compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true })
