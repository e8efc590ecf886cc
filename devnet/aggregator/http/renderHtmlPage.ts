type RenderHtmlPageParameters = {
  title: string
  /** Rows of label and value, shown as a definition list; values escaped. */
  rows?: readonly (readonly [string, string])[]
  /** Already-escaped HTML appended after the rows. */
  extraHtml?: string
}

export function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ??
      '&#39;',
  )
}

/** A plain page for the service's few human-facing routes. */
export function renderHtmlPage({
  title,
  rows = [],
  extraHtml = '',
}: RenderHtmlPageParameters) {
  const list = rows
    .map(
      ([label, value]) =>
        `<dt>${escapeHtml(label)}</dt><dd><code>${escapeHtml(value)}</code></dd>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}dt{font-weight:600;margin-top:.5rem}code{word-break:break-all}</style></head><body><h1>${escapeHtml(title)}</h1><dl>${list}</dl>${extraHtml}</body></html>`
}
