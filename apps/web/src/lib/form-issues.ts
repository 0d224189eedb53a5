/** The first Spanish message of a failed client-side validation. */
export function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'Revise los datos del formulario.';
}
