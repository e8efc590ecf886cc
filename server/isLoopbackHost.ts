const loopbackHosts = new Set(['localhost', '[::1]'])

/** A URL's hostname that names this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(hostname: string) {
  return loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}
