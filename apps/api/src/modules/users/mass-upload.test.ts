import { MASS_UPLOAD_MESSAGES as M, massUploadResponseSchema } from '@eval/contracts/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { createCentre, must, usersAndMailsLike } from '../../test/user-helpers';

let t: TestApp;
let auth: { authorization: string };
let centre: { codigo: string };
let other: { codigo: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  centre = await createCentre(t.db, { groupby: 'G2' });
  other = await createCentre(t.db, { groupby: null });
  await createUser(t.db, { perfil: 2, email: 'ya.existe@masivo.example' });
});
afterAll(() => t?.close());

const upload = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/massive',
    headers: auth,
    payload: payload as object,
  });

/** Ten kinds of bad row, five of each, at known lines. */
const BAD_KINDS: ((n: number) => Record<string, string>)[] = [
  (n) => ({ nombre: '', email: `sin.nombre${n}@masivo.example` }),
  (n) => ({ email: `correo-malo-${n}` }),
  () => ({ email: 'ya.existe@masivo.example' }),
  () => ({ email: 'fila1@masivo.example' }), // duplicate of the first row
  (n) => ({ email: `tipo${n}@masivo.example`, tipo: 'Astronauta' }),
  (n) => ({ email: `centro${n}@masivo.example`, codigocentro: 'NO-EXISTE' }),
  (n) => ({ email: `grupo${n}@masivo.example`, grupo: 'G9' }),
  (n) => ({ email: `admin${n}@masivo.example`, tipo: '0' }),
  (n) => ({ email: `sinapellidos${n}@masivo.example`, apellidos: '' }),
  (n) => ({ email: `largo${n}@masivo.example`, nombre: 'x'.repeat(101) }),
];

describe('POST /v1/auth/massive', () => {
  it('creates exactly the 950 valid rows of 1,000 and reports exactly the 50 bad ones', async () => {
    const rows: Record<string, string | number>[] = [];
    const badLines = new Set<number>();
    for (let i = 0; i < 1000; i += 1) {
      const line = i + 2;
      const good = {
        line,
        nombre: `Persona${i}`,
        apellidos: 'Masiva',
        email: `fila${i + 1}@masivo.example`,
        tipo: i % 2 === 0 ? '2' : 'Coordinador/a de centro',
        codigocentro: i % 3 === 0 ? other.codigo : centre.codigo,
        grupo: i % 3 === 0 ? '' : 'g2',
      };
      if (i % 20 === 19) {
        const kind = must(BAD_KINDS[((i - 19) / 20) % BAD_KINDS.length]);
        rows.push({ ...good, codigocentro: centre.codigo, grupo: 'G2', ...kind(i) });
        badLines.add(line);
      } else rows.push(good);
    }
    const response = await upload(rows);
    expect(response.statusCode).toBe(201);
    const { data, mail } = massUploadResponseSchema.parse(response.json());
    expect(data.created).toBe(950);
    // The welcome e-mails go out in the background: at the answer they are all still queued.
    expect(mail).toEqual({ sent: 0, queued: 950 });
    expect(data.rejected).toHaveLength(50);
    expect(new Set(data.rejected.map((r) => r.line))).toEqual(badLines);
    for (const rejected of data.rejected) expect(rejected.reasons.length).toBeGreaterThan(0);
    const reasons = data.rejected.flatMap((r) => r.reasons);
    expect(reasons).toContain(M.missing('nombre'));
    expect(reasons).toContain(M.badEmail);
    expect(reasons).toContain(M.emailExists);
    expect(reasons).toContain(M.duplicateInFile(2));
    expect(reasons).toContain(M.unknownProfile('Astronauta'));
    expect(reasons).toContain(M.unknownCentre('NO-EXISTE'));
    expect(reasons).toContain(M.groupMismatch('G9', 'G2'));
    expect(reasons).toContain(M.adminNotAllowed);
    expect(reasons).toContain(M.missing('apellidos'));
    expect(reasons).toContain(M.tooLong('nombre'));

    // One welcome e-mail recorded per created user (no SMTP here: recorded as not sent).
    expect(await usersAndMailsLike(t.db, 'fila%@masivo.example')).toEqual({
      users: 950,
      mails: 950,
    });
  });

  it('numbers lines from 2 when the client sends none and refuses an empty or malformed body', async () => {
    const response = await upload([
      {
        nombre: 'A',
        apellidos: 'B',
        email: 'nuevo.sin.linea@masivo.example',
        tipo: '2',
        codigocentro: centre.codigo,
      },
      { nombre: 'C', apellidos: 'D', email: 'malo', tipo: '2', codigocentro: centre.codigo },
    ]);
    const { data } = massUploadResponseSchema.parse(response.json());
    expect(data).toEqual({
      created: 1,
      rejected: [{ line: 3, email: 'malo', reasons: [M.badEmail] }],
    });
    expect((await upload([])).statusCode).toBe(400);
    expect((await upload({ nombre: 'no es una lista' })).statusCode).toBe(400);
  });

  it('answers 200, not 201, when every row was rejected: nothing was created', async () => {
    const response = await upload([
      { nombre: 'E', apellidos: 'F', email: 'malo', tipo: '2', codigocentro: centre.codigo },
    ]);
    expect(response.statusCode).toBe(200);
    expect(massUploadResponseSchema.parse(response.json())).toMatchObject({
      data: { created: 0 },
      mail: { sent: 0, queued: 0 },
    });
  });
});
