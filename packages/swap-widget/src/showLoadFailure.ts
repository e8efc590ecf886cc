/**
 * What the partner's container shows when the frame did not become ready in
 * time: one sentence and a Retry button (plain DOM, no styles beyond a
 * little spacing: it sits in the partner's page and takes its font and
 * colours), in the widget's language, which `lang` names (the partner's
 * page may speak another). Returns the function that removes it.
 */
export function showLoadFailure(
  container: HTMLElement,
  {
    lang,
    words,
  }: { lang: string; words: { loadFailed: string; retry: string } },
  onRetry: () => void,
): () => void {
  const box = document.createElement('div')
  box.className = 'swap-widget-load-failure'
  box.lang = lang
  box.setAttribute('role', 'alert')
  box.style.padding = '16px'
  box.style.textAlign = 'center'
  const text = document.createElement('p')
  text.textContent = words.loadFailed
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = words.retry
  button.addEventListener('click', onRetry)
  box.append(text, button)
  container.appendChild(box)
  return () => box.remove()
}
