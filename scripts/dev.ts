// `npm run dev`: `npm start`'s local world with the app on Vite's dev server
// (hot module replacement): scripts/startDev.ts. Ctrl-C stops all.

import { runLocalWorld } from './runLocalWorld.ts'
import { startDev } from './startDev.ts'

runLocalWorld(startDev, [
  'Edits under src/ reach the open page without a reload.',
])
