/** A file-name-safe slug of a Spanish title: 'Evaluaciones por periodo' → 'evaluaciones-por-periodo'. */
export function fileSlug(label: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'grafico'
  );
}
