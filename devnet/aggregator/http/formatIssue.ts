import type { z } from 'zod'

/**
 * The first validation issue as one message. The query schemas carry the
 * spec's messages, which already name their field; other messages get the
 * field prefixed.
 */
export function formatIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request'
  const field = issue.path.map(String).join('.')
  if (!field || issue.message.startsWith(String(issue.path[0]))) {
    return issue.message
  }
  return `${field}: ${issue.message}`
}
