import { sentEmailsResponseSchema } from '@eval/contracts/emails';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centros, sentEmails, users } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser, type TestUser } from '../../test/app';
import { MADRID, MALAGA, q, scopeFixture, scopedAdministrator } from '../../test/scope-fixture';
import { must } from '../../test/user-helpers';

// The community each message keeps of its person (migration 0026): what the scoped list filters
// on, so it must follow the person and their centre exactly as a join would.
const t = adminTestAppPerFile();
const { world, insertCentre, as } = scopeFixture(t);

async function mailTo(person: { id: number; email: string }, subject: string): Promise<number> {
  const [row] = await t.db
    .insert(sentEmails)
    .values({ receiver: person.email, subject, html: `<p>${subject}</p>`, user_id: person.id })
    .returning({ id: sentEmails.id });
  return must(row).id;
}

async function communities(ids: number[]): Promise<Map<number, number | null>> {
  const rows = await t.db
    .select({ id: sentEmails.id, comunidad: sentEmails.comunidades_id })
    .from(sentEmails)
    .where(inArray(sentEmails.id, ids));
  return new Map(rows.map((row) => [row.id, row.comunidad]));
}

/** The ids among `subject`'s messages that `admin` lists, and the count the reply gives. */
async function listed(admin: TestUser, subject: string) {
  const url = `/v15/sent-emails?setup=${q({ size: 100, page: 0 })}&filter=${q({ subject })}`;
  const response = await as(admin, 'GET', url);
  expect(response.statusCode).toBe(200);
  const body = sentEmailsResponseSchema.parse(response.json());
  return { ids: body.data.map((row) => row.id).sort((a, b) => a - b), count: body.count };
}

describe("the community a sent e-mail keeps of its person's centre", () => {
  it('is written with the message: the centre community, none for a person without a centre', async () => {
    const toMadrid = await mailTo(world.madrileño, 'Comunidad: alta');
    const toAdministrator = await mailTo(world.ofMalaga, 'Comunidad: alta');
    const stored = await communities([toMadrid, toAdministrator]);
    expect(stored.get(toMadrid)).toBe(MADRID.comunidades_id);
    expect(stored.get(toAdministrator)).toBeNull();
    // The administrator of Andalucía sees the message to themself, not Madrid's.
    expect((await listed(world.ofMalaga, 'Comunidad: alta')).ids).toEqual([toAdministrator]);
    expect((await listed(world.ofMadrid, 'Comunidad: alta')).ids).toEqual([toMadrid]);
  });

  it('follows a person moved to a centre of another community, in the list and its count', async () => {
    const centre = await insertCentre(MADRID);
    const person = await createUser(t.db, { perfil: 2, centros_id: centre.id });
    const first = await mailTo(person, 'Comunidad: traslado');
    const second = await mailTo(person, 'Comunidad: traslado');
    expect(await listed(world.ofMadrid, 'Comunidad: traslado')).toEqual({
      ids: [first, second],
      count: 2,
    });

    await t.db.update(users).set({ centros_id: world.malaga.id }).where(eq(users.id, person.id));
    expect([...(await communities([first, second])).values()]).toEqual([
      MALAGA.comunidades_id,
      MALAGA.comunidades_id,
    ]);
    expect(await listed(world.ofMadrid, 'Comunidad: traslado')).toEqual({ ids: [], count: 0 });
    expect(await listed(world.ofMalaga, 'Comunidad: traslado')).toEqual({
      ids: [first, second],
      count: 2,
    });

    // Out of every centre: in no community's list.
    await t.db.update(users).set({ centros_id: null }).where(eq(users.id, person.id));
    expect([...(await communities([first, second])).values()]).toEqual([null, null]);
    expect((await listed(world.ofMalaga, 'Comunidad: traslado')).count).toBe(0);
  });

  it("follows a centre moved to another community, with every one of its people's messages", async () => {
    const centre = await insertCentre(MADRID);
    const one = await createUser(t.db, { perfil: 1, centros_id: centre.id });
    const other = await createUser(t.db, { perfil: 2, centros_id: centre.id });
    const mails = [
      await mailTo(one, 'Comunidad: centro'),
      await mailTo(other, 'Comunidad: centro'),
    ];
    const elsewhere = await mailTo(world.madrileño, 'Comunidad: centro');

    await t.db
      .update(centros)
      .set({ ...MALAGA })
      .where(eq(centros.id, centre.id));
    const stored = await communities([...mails, elsewhere]);
    expect(mails.map((id) => stored.get(id))).toEqual([
      MALAGA.comunidades_id,
      MALAGA.comunidades_id,
    ]);
    expect(stored.get(elsewhere)).toBe(MADRID.comunidades_id);
    expect((await listed(world.ofMalaga, 'Comunidad: centro')).ids).toEqual(mails);
    expect((await listed(world.ofMadrid, 'Comunidad: centro')).ids).toEqual([elsewhere]);
  });

  it('belongs to no community once its person is deleted', async () => {
    const person = await createUser(t.db, { perfil: 2, centros_id: world.madrid.id });
    const mail = await mailTo(person, 'Comunidad: baja');
    await t.db.delete(users).where(eq(users.id, person.id));
    expect((await communities([mail])).get(mail)).toBeNull();
    expect((await listed(world.ofMadrid, 'Comunidad: baja')).count).toBe(0);
  });

  it('keeps a value given with the row, as a restore brings it before the people it names', async () => {
    const [row] = await t.db
      .insert(sentEmails)
      .values({
        receiver: 'restaurado@ambito.example',
        subject: 'Comunidad: restaurado',
        html: '<p>Restaurado</p>',
        comunidades_id: MADRID.comunidades_id,
      })
      .returning({ id: sentEmails.id, comunidad: sentEmails.comunidades_id });
    expect(must(row).comunidad).toBe(MADRID.comunidades_id);
  });

  it('pages a scope of two communities as the national list filtered to it, in every order', async () => {
    const both = await scopedAdministrator(t.db, [MADRID.comunidades_id, MALAGA.comunidades_id]);
    const people = [world.madrileño, world.malagueña, both, world.ofMadrid];
    const inScope = new Set<number>();
    for (let index = 0; index < 16; index++) {
      const person = must(people[index % people.length]);
      const [row] = await t.db
        .insert(sentEmails)
        .values({
          receiver: person.email,
          subject: `Comunidad: página ${String.fromCharCode(97 + ((index * 7) % 16))}`,
          html: '<p>Página</p>',
          user_id: person.id,
          status: index % 3 !== 0,
          // Some messages share a date, so that the order's tie-break by id is exercised.
          sent_at: new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2))),
        })
        .returning({ id: sentEmails.id });
      if (person !== world.ofMadrid) inScope.add(must(row).id);
    }
    const orders = [
      { field: 'sent_at', direction: 'desc' },
      { field: 'sent_at', direction: 'asc' },
      { field: 'subject', direction: 'asc' },
      { field: 'status', direction: 'desc' },
    ];
    for (const status of [undefined, 'notSent'] as const) {
      const filter = { subject: 'Comunidad: página', ...(status ? { status } : {}) };
      for (const order of orders) {
        const url = (size: number, page: number, ordered: boolean) =>
          `/v15/sent-emails?setup=${q({ size, page, ...(ordered ? { order } : {}) })}` +
          `&filter=${q(filter)}`;
        const national = sentEmailsResponseSchema.parse(
          (await t.call('GET', url(100, 0, true))).json(),
        );
        const expected = national.data.map((row) => row.id).filter((id) => inScope.has(id));
        expect(expected.length).toBeGreaterThan(3);
        const pages: number[] = [];
        for (let page = 0; page * 3 < expected.length + 3; page++) {
          const reply = await as(both, 'GET', url(3, page, true));
          const body = sentEmailsResponseSchema.parse(reply.json());
          expect(body.count, JSON.stringify({ status, order })).toBe(expected.length);
          pages.push(...body.data.map((row) => row.id));
        }
        expect(pages, JSON.stringify({ status, order })).toEqual(expected);
      }
    }
  });
});
