import { describe, expect, it } from 'vitest';
import { attachment } from './file-reply';

describe('attachment (Content-Disposition of downloads)', () => {
  it('sends a plain ASCII name as it is', () => {
    expect(attachment('resultados-2025-2026.xlsx')).toBe(
      'attachment; filename="resultados-2025-2026.xlsx"',
    );
  });

  it('sends an accented name as UTF-8 with a fallback that keeps its letters', () => {
    expect(attachment('Fotografía ñ.png')).toBe(
      `attachment; filename="Fotografia n.png"; filename*=UTF-8''Fotograf%C3%ADa%20%C3%B1.png`,
    );
  });

  it('quotes what needs quoting and replaces what ASCII cannot say', () => {
    expect(attachment('informe "final" 日本.pdf')).toBe(
      `attachment; filename="informe \\"final\\" __.pdf"; filename*=UTF-8''informe%20%22final%22%20%E6%97%A5%E6%9C%AC.pdf`,
    );
  });
});
