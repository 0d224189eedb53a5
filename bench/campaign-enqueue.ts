/**
 * `node --import tsx bench/campaign-enqueue.ts [--centres 30000]`: times a reminder campaign to
 * every coordinator of `--centres` centres, sent now, on PostgreSQL
 * (TEST_DATABASE_URL, a fresh database created and dropped by the test helper). The request
 * enqueues every message in one transaction (one INSERT … SELECT); SMTP is not configured, so
 * nothing is delivered and the figure is the enqueue alone. The target is under 10 s.
 */
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/api/src/db/client';
import { createPeriod } from '../apps/api/src/modules/periods/service';
import { createTestApp, createUser, tokenFor } from '../apps/api/src/test/app';
import { reminderTemplateId } from '../apps/api/src/test/campaign-fixture';
import { intFlag, log, parseArgs } from './lib/cli';

const args = parseArgs(process.argv.slice(2), ['centres']);
const centres = intFlag(args, 'centres', 30_000);
if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL es obligatorio');

const t = await createTestApp({ env: { MAIL_RECEIVER: 'false' } });
try {
  const token = tokenFor(t.app, await createUser(t.db, { perfil: ADMIN_PROFILE }));
  const period = await createPeriod(t.db, '2040-2041');
  // Centres in real places, each with one coordinator (perfil 1), in bulk.
  await t.db
    .execute(sql`insert into centros (nombre, codigo, comunidades_id, provincias_id_provincia,
      municipios_id_municipio, ownership, kind, cp, groupby)
    select 'Centro de campaña ' || g, 'CAMP-' || g, m.comunidad_id, m.id_provincia, m.id_municipio,
      'PUBLIC', '', '28001', 'BENCH'
    from generate_series(1, ${centres}) g
    join lateral (select * from municipios order by id_municipio offset (g % 100) limit 1) m on true`);
  await t.db
    .execute(sql`insert into users (nombre, apellidos, email, perfil, centros_id, language_id)
    select 'Coordinadora ' || c.id, 'Bench', 'coord' || c.id || '@bench.example', 1, c.id,
      case when c.id % 4 = 0 then 'CA' else 'ES' end
    from centros c where c.groupby = 'BENCH'`);
  await t.db.execute(sql`analyze`);
  // The reminder to every coordinator of the BENCH group, previewed and then sent now.
  const campaign = {
    filter: { groupby: ['BENCH'], periodId: period.id },
    audience: 'coordinators',
    templateId: await reminderTemplateId(t.db),
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const previewStart = performance.now();
  const preview = await post('/v15/campaigns/preview', campaign);
  log(
    `preview (counts and sample): HTTP ${preview.statusCode} in ${((performance.now() - previewStart) / 1000).toFixed(2)} s`,
  );
  const started = performance.now();
  const res = await post('/v15/campaigns', { ...campaign, schedule: { mode: 'now' } });
  const ms = performance.now() - started;
  if (res.statusCode !== 201) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  const [queued] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from sent_emails where campaign_id is not null`,
  );
  log(
    `campaign to ${centres} centres' coordinators: ${queued?.n} messages enqueued in ${(ms / 1000).toFixed(2)} s (target < 10 s)`,
  );
} finally {
  await t.close();
}
