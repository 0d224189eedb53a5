import { describe, expect, it } from 'vitest';
import {
  scanFiles,
  scanSource,
  sourceFiles,
  type AllowedText,
  type GlossaryFinding,
} from './glossary-scan';

const root = new URL('..', import.meta.url).pathname;

/**
 * Not scanned: tests and fixtures, the demo and questionnaire seed (data, not the interface),
 * the database schema and the repositories (SQL names columns such as `email`; the lint rule of
 * scripts/sql-placement.test.ts keeps SQL there), and the centre app's Catalan.
 */
const skipped = (file: string): boolean =>
  /^apps\/api\/src\/(test|seed|db)\//.test(file) ||
  /(^|\/)(repository|[\w-]+-repository)\.ts$/.test(file) ||
  /\/src\/test\//.test(file) ||
  file === 'apps/centre/src/i18n/ca.ts';

/** Texts that keep a word the glossary replaces, each with why (docs/glossary.md). */
const ALLOWED: readonly AllowedText[] = [
  {
    file: 'apps/centre/src/i18n/es.ts',
    text: 'En curso',
    reason: 'an improvement action’s state, named so by the programme’s contract for the plan',
  },
  {
    file: 'apps/web/src/features/dashboard/components/plan-adoption-card.tsx',
    text: 'en curso,',
    reason: 'an improvement action’s state, named so by the programme’s contract for the plan',
  },
  {
    file: 'packages/contracts/src/dashboard.ts',
    text: 'En curso',
    reason: 'an improvement action’s state, named so by the programme’s contract for the plan',
  },
  {
    file: 'packages/contracts/src/plans.ts',
    text: 'En curso',
    reason: 'an improvement action’s state, named so by the programme’s contract for the plan',
  },
  {
    file: 'apps/api/src/modules/centre-app/report-pdf.ts',
    text: 'En curso',
    reason: 'an improvement action’s state, named so by the programme’s contract for the plan',
  },
  {
    file: 'packages/contracts/src/user-messages.ts',
    text: 'Se ha creado el usuario y se le ha enviado un mail',
    reason: 'the spec’s own toast text (§8), kept word for word',
  },
  {
    file: 'packages/contracts/src/user-messages.ts',
    text: 'Se ha reseteado la contraseña del usuario y se le ha enviado un mail',
    reason: 'the spec’s own toast text (§8), kept word for word',
  },
  {
    file: 'apps/web/src/features/users/components/mass-upload-panel.tsx',
    text: 'Columnas: nombre, apellidos, email, tipo, codigocentro, grupo. La primera fila es la cabecera.',
    reason: 'the CSV columns the spec names (§3): the header a file must carry',
  },
  {
    file: 'packages/contracts/src/emails.ts',
    text: 'Enlace anulado: la cuenta cambió de correo, perfil o estado, o se borró. «Reenviar» envía un enlace nuevo a su correo actual.',
    reason:
      'a voided link, not an undone change; migration 0015’s trigger writes it into stored rows word for word',
  },
  {
    file: 'apps/api/src/modules/templates/template-service.ts',
    text: 'CEIP Ejemplo <Centro & Escuela>',
    reason: 'a sample centre’s name in the template preview (data), chosen to show HTML escaping',
  },
];

const SCANNED = ['apps/web/src', 'apps/centre/src', 'packages/contracts/src', 'apps/api/src'];

const where = (findings: readonly GlossaryFinding[]) =>
  findings.map((f) => `${f.file}:${f.line}: «${f.text}» → use ${f.use}`);

describe('the glossary holds in every text a person reads (docs/glossary.md)', () => {
  it('finds no replaced word in the admin app, the centre app, the contracts or the API', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(root, dir, skipped));
    expect(files.length).toBeGreaterThan(400);
    expect(where(scanFiles(root, files, ALLOWED))).toEqual([]);
  });

  it('keeps each allowed text: an allowance for a text that is gone is removed', () => {
    const files = new Set(SCANNED.flatMap((dir) => sourceFiles(root, dir, skipped)));
    for (const allowed of ALLOWED) {
      expect(files.has(allowed.file), allowed.file).toBe(true);
      // Without its allowance the text is a finding: the allow-list is not dead weight.
      const findings = scanFiles(root, [allowed.file], []);
      expect(
        findings.map((f) => f.text),
        allowed.reason,
      ).toContain(allowed.text);
    }
  });

  it('catches a replaced word in a button, a message, a JSX text and a template', () => {
    const source = [
      "const a = { label: 'Resetear contraseña' };",
      "const b = 'Se le ha enviado un e-mail';",
      'const c = <Button>Salir sin guardar</Button>;',
      'const d = `Evaluaciones en curso del período ${p}`;',
      "const e = 'Rollback';",
      "notify('Se reintentan 3 fila(s)');",
      "const f = 'Ver los logs';",
    ].join('\n');
    const found = scanSource('apps/web/src/probe.tsx', source);
    expect(found.map((f) => f.line)).toEqual([1, 2, 3, 4, 4, 5, 6, 7]);
    expect(found[0]).toMatchObject({ file: 'apps/web/src/probe.tsx', text: 'Resetear contraseña' });
  });

  it('leaves code alone: keys, identifiers, imports, types, paths, SQL and operator texts', () => {
    const source = [
      "import { resetPassword } from './reset-password';",
      "type Field = 'email' | 'periodo';",
      "const row = { email: 'a@b.es', 'e-mail': 1 };",
      "const key = 'email';",
      "const url = '/v15/sent-emails?log=1';",
      "const sql = 'select email from users where id = $1';",
      "log.error('audit log write failed');",
      "const ok = 'Restablecer la contraseña del periodo 2024-2025';",
    ].join('\n');
    expect(where(scanSource('apps/api/src/probe.ts', source))).toEqual([]);
  });
});
