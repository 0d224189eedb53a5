import { sql } from 'drizzle-orm';
import type { Run } from './dataset-base';

/**
 * `count` school years ending with the current one, which is active (flag and settings, as
 * periods/repository.ts activatePeriod leaves them).
 */
export async function insertPeriods(
  run: Run,
  count: number,
  currentStartYear: number,
): Promise<void> {
  await run(sql`insert into periodos (periodo, activo, created_at)
    select y || '-' || (y + 1), y = ${currentStartYear}::int, make_timestamptz(y, 9, 1, 0, 0, 0, 'UTC')
    from generate_series(${currentStartYear - count + 1}::int, ${currentStartYear}::int) y order by y`);
  await run(sql`insert into settings (key, value)
    select 'active_period', jsonb_build_object('id', id) from periodos where activo
    on conflict (key) do update set value = excluded.value, updated_at = now()`);
  await run(sql`create temp table bench_period as
    select id, (row_number() over (order by periodo) - 1)::int idx,
      split_part(periodo, '-', 1)::int start_year, activo from periodos`);
  await run(sql`analyze bench_period`);
}

/**
 * An evaluation per centre × period unless the centre never started it: finished ones in every
 * period, in progress only in the active one, not finished (closed unfinished) in older ones.
 */
export async function insertEvaluations(run: Run): Promise<void> {
  await run(sql`insert into evaluations (centros_id, periodos_id, status, started_at,
      last_answer_at, finished_at, finished_by)
    select c.id, p.id, s.status::evaluation_status, d.started,
      d.started + (d.latest - d.started) * case when s.status = 'FINISHED' then 0.98 * d.rf else 0.6 * d.rf end,
      case when s.status = 'FINISHED' then d.started + (d.latest - d.started) * d.rf end,
      case when s.status = 'FINISHED' then co.user_id end
    from bench_centre c cross join bench_period p
    left join bench_coord co on co.centros_id = c.id
    cross join lateral (select bench_rand(c.id, 1000 + p.idx) r) r
    cross join lateral (select case when p.activo then
        case when r.r < 0.35 then null when r.r < 0.75 then 'IN_PROGRESS' else 'FINISHED' end
      else case when r.r < 0.2 then null when r.r < 0.4 then 'NOT_FINISHED' else 'FINISHED' end
      end status) s
    cross join lateral (select w.start + (w.latest - w.start) * 0.6 * bench_rand(c.id, 1100 + p.idx) started,
        w.latest, 0.05 + 0.95 * bench_rand(c.id, 1200 + p.idx) rf
      from (select make_timestamptz(p.start_year, 9, 20, 8, 0, 0, 'UTC') start,
        greatest(make_timestamptz(p.start_year, 9, 21, 8, 0, 0, 'UTC'),
          least(make_timestamptz(p.start_year + 1, 6, 20, 18, 0, 0, 'UTC'), now() - interval '1 day')) latest) w) d
    where s.status is not null
    order by c.id, p.idx`);
  await run(sql`create temp table bench_eval as
    select e.id, e.status, e.started_at, e.last_answer_at, co.user_id actor,
      least(0.95, 0.25 + c.quality * 0.5 + p.idx * 0.06) lvl, 0.1 + bench_rand(e.id, 77) * 0.7 frac
    from evaluations e join bench_centre c on c.id = e.centros_id
    join bench_period p on p.id = e.periodos_id
    left join bench_coord co on co.centros_id = e.centros_id
    order by e.id`);
  await run(sql`analyze bench_eval`);
  await run(sql`create temp table bench_q as
    select p.id, p.claves_id, t.codigo, array_agg(r.id order by r.valor, r.id) opts,
      count(*)::int n, row_number() over (order by p.claves_id, p.num)::int qn
    from preguntas p join tipos t on t.id = p.tipos_id
    join respuestas r on r.preguntas_id = p.id and r.retired_at is null
    where p.retired_at is null group by p.id, p.claves_id, t.codigo`);
  await run(sql`analyze bench_q`);
}

/**
 * Answers: every question of a finished evaluation, a random share of the others'. Better
 * centres and later years pick better options; one in twenty answers is "not applicable".
 */
export async function insertAnswers(run: Run): Promise<void> {
  await run(sql`insert into answers (evaluation_id, preguntas_id, respuestas_ids, not_applicable,
      answered_by, answered_at)
    select e.id, q.id,
      case when x.na then '{}'::int[]
        when q.codigo = 'MULTIPLE' then q.opts[x.lo:q.n]
        else array[q.opts[1 + x.pick]] end,
      x.na, e.actor,
      e.started_at + (e.last_answer_at - e.started_at) * bench_rand(e.id, q.id + 9000)
    from bench_eval e cross join bench_q q
    cross join lateral (select bench_rand(e.id, q.id + 5000) < 0.05 na,
      greatest(0, least(q.n - 1, round((e.lvl + (bench_rand(e.id, q.id) - 0.5) * 0.5) * (q.n - 1))::int)) pick,
      greatest(1, least(q.n, 1 + floor((1 - e.lvl + (bench_rand(e.id, q.id) - 0.5) * 0.4) * q.n)::int)) lo) x
    where e.status = 'FINISHED' or q.qn = 1 or bench_rand(e.id, q.id + 3000) < e.frac
    order by e.id, q.id`);
}

/**
 * Per-key progress and score computed in SQL from the stored answers and option values, with
 * the formula of modules/quizzes/key-progress.ts: a question scores its chosen option over the
 * best option (MULTIPLE: sum of chosen over sum of all); a key scores the mean over its
 * applicable answers × 100, rounded to 2 decimals; percentage = round(100 × answered / total).
 */
export async function insertEvaluationKeys(run: Run): Promise<void> {
  // Every distinct (question, chosen options) pair scored once: a few hundred, not millions.
  await run(sql`create temp table bench_combo as
    select s.preguntas_id, s.respuestas_ids,
      case when q.codigo = 'MULTIPLE' then case when a.all_sum > 0 then b.sel_sum / a.all_sum else 0 end
        else case when a.best > 0 then greatest(0, b.sel_max) / a.best else 0 end end::float8 qs
    from (select distinct preguntas_id, respuestas_ids from answers where not not_applicable) s
    join bench_q q on q.id = s.preguntas_id
    cross join lateral (select sum(r.valor)::float8 all_sum, greatest(0, max(r.valor))::float8 best
      from respuestas r where r.preguntas_id = s.preguntas_id and r.retired_at is null) a
    cross join lateral (select coalesce(sum(r.valor), 0)::float8 sel_sum,
        coalesce(max(r.valor), 0)::float8 sel_max
      from respuestas r where r.preguntas_id = s.preguntas_id and r.retired_at is null
        and r.id = any(s.respuestas_ids)) b`);
  await run(sql`analyze bench_combo`);
  await run(sql`insert into evaluation_keys (evaluation_id, claves_id, num, total, percentage, score)
    select e.id, k.claves_id, coalesce(a.num, 0), k.total,
      round(100.0 * coalesce(a.num, 0) / k.total)::int, a.score
    from bench_eval e
    cross join (select claves_id, count(*)::int total from bench_q group by claves_id) k
    left join (
      select a.evaluation_id, q.claves_id, count(*)::int num,
        case when count(c.qs) > 0 then floor((100 * sum(c.qs) / count(c.qs)) * 100 + 0.5) / 100 end score
      from answers a join bench_q q on q.id = a.preguntas_id
      left join bench_combo c on not a.not_applicable and c.preguntas_id = a.preguntas_id
        and c.respuestas_ids = a.respuestas_ids
      group by a.evaluation_id, q.claves_id) a on a.evaluation_id = e.id and a.claves_id = k.claves_id
    order by e.id, k.claves_id`);
  // evaluationScore(): mean of the key scores that exist, rounded to 2 decimals.
  await run(sql`update evaluations e set score = s.score
    from (select evaluation_id,
        floor((sum(score::float8) / count(score)) * 100 + 0.5) / 100 score
      from evaluation_keys where score is not null group by evaluation_id) s
    where s.evaluation_id = e.id and e.status = 'FINISHED'`);
  // submitEvaluation(): first when the centre had no other finished evaluation, i.e. the earliest.
  await run(sql`update evaluations e set is_first_finished = true
    from (select distinct on (centros_id) id from evaluations where status = 'FINISHED'
      order by centros_id, finished_at, id) f
    where f.id = e.id`);
}

/** Sent e-mails over the last two years: welcome and reset links, reminders; a few failed. */
export async function insertSentEmails(run: Run, count: number): Promise<void> {
  // The generator writes with triggers off, so each message takes its person's community here,
  // as migration 0026's trigger gives it in the product.
  await run(sql`create temp table bench_user as
    select u.id, u.email, c.comunidades_id, row_number() over (order by u.id)::int rn
    from users u left join centros c on c.id = u.centros_id where u.perfil <> 0`);
  await run(sql`analyze bench_user`);
  await run(sql`create unique index on bench_user (rn)`);
  const users = sql`(select count(*) from bench_user)`;
  await run(sql`insert into sent_emails (receiver, subject, html, text, user_id, comunidades_id,
      sent_at, status, error, attempts, created_at)
    select u.email, m.subject,
      '<p>Hola,</p><p>' || m.subject || '. Accede al programa con el enlace que te enviamos.</p>',
      m.subject || '. Accede al programa con el enlace que te enviamos.',
      u.id, u.comunidades_id, t.ts, t.ok, case when not t.ok then 'Connection timeout (SMTP)' end,
      case when t.ok then 1 else 3 end, t.ts
    from generate_series(1, ${count}::int) g
    join bench_user u on u.rn = 1 + floor(bench_rand(g, 61) * ${users})::int
    cross join lateral (select (array['Bienvenida al Programa de Autoevaluación',
        'Restablece tu contraseña', 'Recordatorio: completa la autoevaluación de tu centro',
        'Tu centro ha finalizado la autoevaluación'])[1 + floor(bench_rand(g, 62) * 4)::int] subject) m
    cross join lateral (select now() - interval '1 minute' * floor(bench_rand(g, 63) * 1051200) ts,
      bench_rand(g, 64) < 0.96 ok) t
    order by t.ts`);
}
