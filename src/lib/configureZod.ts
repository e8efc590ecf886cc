import { config } from 'zod/mini'

/**
 * Zod 4 compiles fast object parsers with `new Function`, after probing once
 * whether eval is allowed. The app's CSP forbids eval (no 'unsafe-eval'), and
 * the browser reports the refused probe as a CSP violation even though zod
 * catches it. Jitless parsing never probes. Zod reads the setting when an
 * object schema is built, so this module is loaded before any schema module
 * (the entries import it first; loadApiContract awaits it).
 */
config({ jitless: true })
