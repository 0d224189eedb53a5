/**
 * A file-name-safe slug of a Spanish label, the same for the files the API sends and the ones
 * the browser saves: 'Evaluaciones por periodo' → 'evaluaciones-por-periodo',
 * '2025/2026 (Madrid)' → '2025-2026-madrid'. `fallback` names a label with nothing left.
 */
export function fileSlug(label: string, fallback: string): string {
  return (
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || fallback
  );
}
