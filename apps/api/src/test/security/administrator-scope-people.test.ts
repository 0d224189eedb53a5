import { auditLogResponseSchema, auditOptionsResponseSchema } from '@eval/contracts/audit';
import { CAMPAIGN_MESSAGES, campaignsResponseSchema } from '@eval/contracts/campaigns';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import { EMAIL_MESSAGES, sentEmailsResponseSchema } from '@eval/contracts/emails';
import { HISTORY_MESSAGES, historyResponseSchema } from '@eval/contracts/history';
import { USER_MESSAGES } from '@eval/contracts/users';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auditLog, campaigns, evaluations, sentEmails, users } from '../../db/schema/index';
import { findActivePeriod } from '../../modules/periods/repository';
import { createPeriod } from '../../modules/periods/service';
import { mailTestAppPerFile } from '../admin-app';
import type { TestUser } from '../app';
import { reminderTemplateId } from '../campaign-fixture';
import { expectRefused } from '../replies';
import { q, scopeFixture, type ScopeWorld } from '../scope-fixture';
import { eventually, must } from '../user-helpers';

const t = mailTestAppPerFile();
const { world, as, send } = scopeFixture(t);
let madrid: ScopeWorld['madrid'];
let malaga: ScopeWorld['malaga'];
let madrileño: TestUser;
let malagueña: TestUser;
let ofMadrid: TestUser;
let ofMalaga: TestUser;
let readOnly: TestUser;

beforeAll(async () => {
  ({ madrid, malaga, madrileño, malagueña, ofMadrid, ofMalaga, readOnly } = world);
  // Reset-quiz and campaigns work on the active period; the reference seed has none.
  await createPeriod(t.db, '2031-2032');
});

/** A message to `person`, not sent and not due: only a resend attempts it. */
async function unsentMailTo(person: TestUser, subject: string): Promise<number> {
  const [row] = await t.db
    .insert(sentEmails)
    .values({ receiver: person.email, subject, html: `<p>${subject}</p>`, user_id: person.id })
    .returning({ id: sentEmails.id });
  return must(row).id;
}

const mailState = async (id: number) =>
  must(
    (
      await t.db
        .select({ status: sentEmails.status, attempts: sentEmails.attempts })
        .from(sentEmails)
        .where(eq(sentEmails.id, id))
    )[0],
  );

describe('sent e-mails of a scoped administrator', () => {
  it('lists only the messages to people of their centres, and counts only those', async () => {
    const toMadrid = await unsentMailTo(madrileño, 'Ámbito: a Madrid');
    const toMalaga = await unsentMailTo(malagueña, 'Ámbito: a Málaga');
    const toThemself = await unsentMailTo(ofMadrid, 'Ámbito: a sí mismo');
    const url = `/v15/sent-emails?setup=${q({ size: 100, page: 0 })}&filter=${q({ subject: 'Ámbito:' })}`;
    const listed = sentEmailsResponseSchema.parse((await as(ofMadrid, 'GET', url)).json());
    expect(listed.data.map((m) => m.id).sort()).toEqual([toMadrid, toThemself].sort());
    expect(listed.count).toBe(2);
    const national = sentEmailsResponseSchema.parse((await t.call('GET', url)).json());
    expect(national.data.map((m) => m.id)).toEqual(
      expect.arrayContaining([toMadrid, toMalaga, toThemself]),
    );
    // A national administrator who only reads lists them all too.
    const reader = sentEmailsResponseSchema.parse((await as(readOnly, 'GET', url)).json());
    expect(reader.count).toBe(national.count);
  });

  it('refuses to resend a message to someone outside (403), and nothing is sent', async () => {
    const toMalaga = await unsentMailTo(malagueña, 'Reenvío fuera');
    const refused = await as(ofMadrid, 'POST', `/v15/sent-emails/${toMalaga}/resend`);
    expectRefused(refused, 403, EMAIL_MESSAGES.outOfScope);
    expect(await mailState(toMalaga)).toEqual({ status: false, attempts: 0 });
    expect(t.smtp.received.some((m) => m.raw.includes('Reenv'))).toBe(false);
    const byReader = await as(readOnly, 'POST', `/v15/sent-emails/${toMalaga}/resend`);
    expectRefused(byReader, 403, COMMON_MESSAGES.readOnly);
    expect(await mailState(toMalaga)).toEqual({ status: false, attempts: 0 });
  });

  it('resends a message to someone of their centres', async () => {
    const toMadrid = await unsentMailTo(madrileño, 'Reenvío dentro');
    const resent = await as(ofMadrid, 'POST', `/v15/sent-emails/${toMadrid}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(await mailState(toMadrid)).toMatchObject({ status: true });
    expect(t.smtp.received.some((m) => m.to.includes(madrileño.email))).toBe(true);
  });
});

describe('personal data of a person outside the scope', () => {
  it('refuses the export and the erasure (403), and erases nothing', async () => {
    const exported = await as(ofMadrid, 'GET', `/v1/users/${malagueña.id}/personal-data`);
    expectRefused(exported, 403, USER_MESSAGES.outOfScopeUser);
    const ofAdmin = await as(ofMadrid, 'GET', `/v1/users/${ofMalaga.id}/personal-data`);
    expectRefused(ofAdmin, 403, USER_MESSAGES.outOfScopeUser);
    const erased = await as(ofMadrid, 'POST', `/v1/users/${malagueña.id}/personal-data/erase`);
    expectRefused(erased, 403, USER_MESSAGES.outOfScopeUser);
    const byReader = await as(readOnly, 'POST', `/v1/users/${malagueña.id}/personal-data/erase`);
    expectRefused(byReader, 403, COMMON_MESSAGES.readOnly);
    const [stored] = await t.db
      .select({ email: users.email, nombre: users.nombre })
      .from(users)
      .where(eq(users.id, malagueña.id));
    expect(stored).toEqual({ email: malagueña.email, nombre: 'Malagueña' });
  });

  it('exports a person of their centres; the national reader exports anyone', async () => {
    const inside = await as(ofMadrid, 'GET', `/v1/users/${madrileño.id}/personal-data`);
    expect(inside.statusCode).toBe(200);
    expect(inside.headers['content-type']).toContain('application/zip');
    const reader = await as(readOnly, 'GET', `/v1/users/${malagueña.id}/personal-data`);
    expect(reader.statusCode).toBe(200);
  });
});

describe('reset-quiz of a centre outside the scope', () => {
  async function finishedEvaluation(centreId: number): Promise<number> {
    const period = await findActivePeriod(t.db);
    if (!period) throw new Error('the file creates an active period first');
    const [row] = await t.db
      .insert(evaluations)
      .values({ centros_id: centreId, periodos_id: period.id, status: 'FINISHED' })
      .returning({ id: evaluations.id });
    return must(row).id;
  }
  const statusOf = async (id: number) =>
    must(
      (
        await t.db
          .select({ status: evaluations.status })
          .from(evaluations)
          .where(eq(evaluations.id, id))
      )[0],
    ).status;

  it('is refused (403) and leaves the evaluation finished; inside it resets', async () => {
    const outside = await finishedEvaluation(malaga.id);
    const refused = await send(ofMadrid, 'POST', '/v7/reset-quiz', { centerId: malaga.id });
    expectRefused(refused, 403, COMMON_MESSAGES.outOfScope);
    const byReader = await send(readOnly, 'POST', '/v7/reset-quiz', { centerId: malaga.id });
    expectRefused(byReader, 403, COMMON_MESSAGES.readOnly);
    expect(await statusOf(outside)).toBe('FINISHED');
    const inside = await finishedEvaluation(madrid.id);
    const reset = await send(ofMadrid, 'POST', '/v7/reset-quiz', { centerId: madrid.id });
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(inside)).toBe('NOT_STARTED');
  });
});

describe('the audit log of a scoped administrator', () => {
  /** The latest line about user `id`. */
  const latestUserLine = async (id: number) =>
    must(
      (
        await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entity_id, String(id))))
          .orderBy(desc(auditLog.id))
          .limit(1)
      )[0],
    ).id;
  const rename = (by: TestUser | null, person: TestUser, centreId: number, nombre: string) => {
    const body = { id: person.id, nombre, email: person.email, perfil: 2, centros_id: centreId };
    return by ? send(by, 'PUT', '/v1/users', body) : t.call('PUT', '/v1/users', body);
  };
  const nameOf = async (id: number) =>
    must((await t.db.select({ n: users.nombre }).from(users).where(eq(users.id, id)))[0]).n;
  let insideLine: number;
  let outsideLine: number;

  beforeAll(async () => {
    expect((await rename(ofMadrid, madrileño, madrid.id, 'Madrileño Editado')).statusCode).toBe(
      200,
    );
    insideLine = await latestUserLine(madrileño.id);
    expect((await rename(null, malagueña, malaga.id, 'Malagueña Editada')).statusCode).toBe(200);
    outsideLine = await latestUserLine(malagueña.id);
  });

  it('lists only lines of their communities (and national data), with the scope acted with', async () => {
    const url = `/v15/audit-log?setup=${q({ size: 100, page: 0 })}`;
    const seen = auditLogResponseSchema.parse((await as(ofMadrid, 'GET', url)).json());
    const line = must(seen.data.find((l) => l.id === insideLine));
    expect(line.actor_ambito).toEqual([13]);
    expect(seen.data.some((l) => l.id === outsideLine)).toBe(false);
    // Every line they see is about Madrid's people or centres, national data, or their own.
    const all = await queryRows<{ id: number; entity: string }>(
      t.db,
      sql`select id, entity from audit_log`,
    );
    const entityOf = new Map(all.map((l) => [Number(l.id), l.entity]));
    for (const l of seen.data) expect(entityOf.get(l.id)).not.toBe('campaigns');
    expect(seen.count).toBe(seen.data.length);
    const national = auditLogResponseSchema.parse((await t.call('GET', url)).json());
    expect(national.data.some((l) => l.id === outsideLine)).toBe(true);
    expect(national.count).toBeGreaterThan(seen.count);
    const reader = auditLogResponseSchema.parse((await as(readOnly, 'GET', url)).json());
    expect(reader.count).toBe(national.count);
  });

  it('offers only the entities whose lines they read', async () => {
    const scoped = auditOptionsResponseSchema.parse(
      (await as(ofMadrid, 'GET', '/v15/audit-log/options')).json(),
    ).data;
    const national = auditOptionsResponseSchema.parse(
      (await t.call('GET', '/v15/audit-log/options')).json(),
    ).data;
    expect(scoped.entities).toEqual(expect.arrayContaining(['users', 'centros', 'clave']));
    expect(scoped.entities).not.toContain('campaigns');
    expect(scoped.entities).not.toContain('auth/massive');
    expect(national.entities).toEqual(expect.arrayContaining(['campaigns', 'auth/massive']));
  });

  it("reads the history of their people, and refuses another community's (403)", async () => {
    const inside = await as(ofMadrid, 'GET', `/v1/audit/history/user/${madrileño.id}`);
    expect(historyResponseSchema.parse(inside.json()).data.map((l) => l.id)).toContain(insideLine);
    const outside = await as(ofMadrid, 'GET', `/v1/audit/history/user/${malagueña.id}`);
    expectRefused(outside, 403, USER_MESSAGES.outOfScopeUser);
    const centre = await as(ofMadrid, 'GET', `/v1/audit/history/centre/${malaga.id}`);
    expectRefused(centre, 403, COMMON_MESSAGES.outOfScope);
    const reader = await as(readOnly, 'GET', `/v1/audit/history/user/${malagueña.id}`);
    expect(historyResponseSchema.parse(reader.json()).data.map((l) => l.id)).toContain(outsideLine);
  });

  it('refuses to revert a line outside (403) and changes nothing; reverts one inside', async () => {
    const refused = await as(ofMadrid, 'POST', `/v1/audit/${outsideLine}/revert`);
    expectRefused(refused, 403, HISTORY_MESSAGES.outOfScope);
    const byReader = await as(readOnly, 'POST', `/v1/audit/${outsideLine}/revert`);
    expectRefused(byReader, 403, COMMON_MESSAGES.readOnly);
    expect(await nameOf(malagueña.id)).toBe('Malagueña Editada');
    const reverted = await as(ofMadrid, 'POST', `/v1/audit/${insideLine}/revert`);
    expect(reverted.statusCode).toBe(201);
    expect(await nameOf(madrileño.id)).toBe('Madrileño');
  });

  it('refuses to revert a change of national data (403)', async () => {
    const [key] = await queryRows<{ id: number; titulo: string; orden: number }>(
      t.db,
      sql`select id, titulo, orden from claves order by id limit 1`,
    );
    const { id, titulo, orden } = must(key);
    const edited = await t.call('PUT', `/v3/clave/${id}`, {
      titulo: `${titulo} (editada)`,
      colores_id: null,
      orden,
    });
    expect(edited.statusCode).toBeLessThan(300);
    const [line] = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entity, 'clave'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const refused = await as(ofMadrid, 'POST', `/v1/audit/${must(line).id}/revert`);
    expectRefused(refused, 403, COMMON_MESSAGES.nationalOnly);
    const [after] = await queryRows<{ titulo: string }>(
      t.db,
      sql`select titulo from claves where id = ${id}`,
    );
    expect(after?.titulo).toBe(`${titulo} (editada)`);
  });
});

describe('campaigns of a scoped administrator', () => {
  let templateId: number;
  beforeAll(async () => {
    templateId = await reminderTemplateId(t.db);
  });
  const body = (filter: object) => ({
    filter,
    audience: 'users',
    templateId,
    schedule: { mode: 'at', at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  const campaignCount = async () => must((await t.db.select({ n: count() }).from(campaigns))[0]).n;

  it('refuses a filter naming a community outside (403), creating nothing', async () => {
    const before = await campaignCount();
    const preview = await send(ofMadrid, 'POST', '/v15/campaigns/preview', {
      filter: { comunidades: [1] },
      audience: 'users',
      templateId,
    });
    expectRefused(preview, 403, CAMPAIGN_MESSAGES.outOfScope);
    const created = await send(ofMadrid, 'POST', '/v15/campaigns', body({ comunidades: [13, 1] }));
    expectRefused(created, 403, CAMPAIGN_MESSAGES.outOfScope);
    const byReader = await send(readOnly, 'POST', '/v15/campaigns', body({}));
    expectRefused(byReader, 403, COMMON_MESSAGES.readOnly);
    expect(await campaignCount()).toBe(before);
  });

  it('previews and sends only to people of their communities', async () => {
    const preview = await send(ofMadrid, 'POST', '/v15/campaigns/preview', {
      filter: {},
      audience: 'users',
      templateId,
    });
    expect(preview.statusCode).toBe(200);
    const [madridPeople] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users u join centros c on c.id = u.centros_id
          where u.activo = 1 and c.activo = 1 and c.comunidades_id = 13`,
    );
    expect(preview.json<{ data: { recipients: number } }>().data.recipients).toBe(
      must(madridPeople).n,
    );
    const now = await send(ofMadrid, 'POST', '/v15/campaigns', {
      ...body({}),
      schedule: { mode: 'now' },
    });
    expect(now.statusCode).toBe(201);
    const { id } = now.json<{ data: { id: number } }>().data;
    const outside = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sent_emails s join users u on u.id = s.user_id
          join centros c on c.id = u.centros_id
          where s.campaign_id = ${id} and c.comunidades_id <> 13`,
    );
    expect(outside[0]?.n).toBe(0);
    await eventually(async () => t.smtp.received.some((m) => m.to.includes(madrileño.email)));
    expect(t.smtp.received.some((m) => m.to.includes(malagueña.email))).toBe(false);
  });

  it('lists and acts on their own campaigns only; a national one is refused (403)', async () => {
    const own = await send(ofMadrid, 'POST', '/v15/campaigns', body({ comunidades: [13] }));
    expect(own.statusCode).toBe(201);
    const ownId = own.json<{ data: { id: number } }>().data.id;
    const national = await t.call('POST', '/v15/campaigns', body({}));
    expect(national.statusCode).toBe(201);
    const nationalId = national.json<{ data: { id: number } }>().data.id;

    const listed = campaignsResponseSchema.parse(
      (await as(ofMadrid, 'GET', '/v15/campaigns?page=0&size=100')).json(),
    );
    expect(listed.data.map((c) => c.id)).toContain(ownId);
    expect(listed.data.map((c) => c.id)).not.toContain(nationalId);
    expect(listed.count).toBe(listed.data.length);
    const ofOther = campaignsResponseSchema.parse(
      (await as(ofMalaga, 'GET', '/v15/campaigns?page=0&size=100')).json(),
    );
    expect(ofOther.data).toEqual([]);
    const reader = campaignsResponseSchema.parse(
      (await as(readOnly, 'GET', '/v15/campaigns?page=0&size=100')).json(),
    );
    expect(reader.data.map((c) => c.id)).toEqual(expect.arrayContaining([ownId, nationalId]));

    expectRefused(
      await as(ofMadrid, 'GET', `/v15/campaigns/${nationalId}`),
      403,
      CAMPAIGN_MESSAGES.outOfScope,
    );
    expectRefused(
      await as(ofMadrid, 'POST', `/v15/campaigns/${nationalId}/cancel`),
      403,
      CAMPAIGN_MESSAGES.outOfScope,
    );
    expectRefused(
      await as(ofMadrid, 'POST', `/v15/campaigns/${nationalId}/retry`),
      403,
      CAMPAIGN_MESSAGES.outOfScope,
    );
    expectRefused(
      await as(readOnly, 'POST', `/v15/campaigns/${ownId}/cancel`),
      403,
      COMMON_MESSAGES.readOnly,
    );
    const [stillScheduled] = await t.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, nationalId));
    expect(stillScheduled?.status).toBe('scheduled');
    expect((await as(ofMadrid, 'GET', `/v15/campaigns/${ownId}`)).statusCode).toBe(200);
    expect((await as(ofMadrid, 'POST', `/v15/campaigns/${ownId}/cancel`)).statusCode).toBe(200);
  });
});
