import type { ContractIssue } from './endpointDefinition'

/**
 * A validation issue as one message, the same from the proxy and the
 * reference service. The schemas carry the spec's messages, which already
 * name their field; other messages get the field prefixed.
 */
export function formatIssue(issue: ContractIssue | undefined): string {
  if (!issue) return 'Invalid request'
  const name = issue.path.map(String).join('.')
  if (!name || issue.message.startsWith(name)) return issue.message
  if (issue.message.startsWith('must ')) return `${name} ${issue.message}`
  return `${name}: ${issue.message}`
}
