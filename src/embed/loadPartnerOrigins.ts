import type { widgetConfigSchema } from '../../packages/swap-widget/src/protocol/widgetProtocol'

/**
 * The partner allowlist, from the proxy that also sends `frame-ancestors`
 * for /embed.html: one list (WIDGET_PARTNER_ORIGINS), read at run time, so
 * a partner added to the proxy's config is heard without a rebuild.
 */
export async function loadPartnerOrigins(
  path: string,
  schema: typeof widgetConfigSchema,
): Promise<string[]> {
  const response = await fetch(path, { credentials: 'omit' })
  if (!response.ok) throw new Error(`widget config: HTTP ${response.status}`)
  return schema.parse(await response.json()).partnerOrigins
}
