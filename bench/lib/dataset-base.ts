import { sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_WEIGHTS,
  FIRST_NAMES,
  PATRONS,
  STREETS,
  SURNAMES,
} from '../../apps/api/src/seed/demo-names';

/** Runs one statement on the single connection the generator holds (temp tables live there). */
export type Run = (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>;

/** Sizes of a dataset; the national one is 30,000 centres and 200,000 users. */
export interface DatasetSize {
  centres: number;
  users: number;
  admins: number;
  periods: number;
  questionsPerKey: number;
  sentEmails: number;
}

/** National proportions scaled to `centres` (users ≈ 6.7 per centre, e-mails 2 per centre). */
export function sizeFor(centres: number): DatasetSize {
  return {
    centres,
    users: Math.round((centres * 200_000) / 30_000),
    admins: Math.max(3, Math.round((centres * 20) / 30_000)),
    periods: 6,
    questionsPerKey: 10,
    sentEmails: centres * 2,
  };
}

/** `ARRAY[$1, $2, …]::text[]` from constants, so the lists travel as parameters on both drivers. */
const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A deterministic pseudo-random number in [0, 1) for (row, salt): the dataset is the same on every
 * run and on both drivers, and set-based SQL needs no per-row state.
 */
export async function createHelpers(run: Run): Promise<void> {
  await run(sql`create or replace function bench_rand(a int, b int) returns float8
    language sql immutable parallel safe as
    $$ select (hashint4extended(a, b::bigint) & 2147483647)::float8 / 2147483648.0 $$`);
}

export async function dropHelpers(run: Run): Promise<void> {
  await run(sql`drop function if exists bench_rand(int, int)`);
}

/** Extends every key to `perKey` questions (types rotate) with four scored options each. */
export async function extendQuestionnaire(run: Run, perKey: number): Promise<void> {
  await run(sql`insert into preguntas (claves_id, num, tipos_id, titulo, titulo_ca)
    select c.id, n,
      (select t.id from tipos t where t.codigo = (array['MULTIPLE','ESCALA','UNICA'])[1 + n % 3]),
      'Pregunta ' || n || ' de la clave ' || c.orden || ': ¿se aplica de forma sistemática?',
      'Pregunta ' || n || ' de la clau ' || c.orden || ': s''aplica de manera sistemàtica?'
    from claves c
    cross join lateral generate_series(
      (select coalesce(max(p.num), 0) + 1 from preguntas p
        where p.claves_id = c.id and p.retired_at is null), ${perKey}) n`);
  await run(sql`insert into respuestas (preguntas_id, respuesta, respuesta_ca, valor, orden)
    select p.id, 'Opción ' || o, 'Opció ' || o,
      case when t.codigo = 'MULTIPLE' then 1 else o - 1 end, o - 1
    from preguntas p join tipos t on t.id = p.tipos_id cross join generate_series(1, 4) o
    where not exists (select 1 from respuestas r where r.preguntas_id = p.id)`);
}

/** Centres over every community by its share, with national mixes of kind, ownership, group, level. */
export async function insertCentres(run: Run, count: number): Promise<void> {
  const weights = sql.join(
    [...COMMUNITY_WEIGHTS].map(([id, w]) => sql`(${id}::int, ${w}::float8)`),
    sql`, `,
  );
  await run(sql`create temp table bench_muni as
    select id_municipio, id_provincia, comunidad_id,
      row_number() over (partition by comunidad_id order by id_municipio)::int rn
    from municipios`);
  await run(sql`analyze bench_muni`);
  await run(sql`create index on bench_muni (comunidad_id, rn)`);
  await run(sql`create temp table bench_cw as
    select v.comunidad, sum(v.w) over (order by v.comunidad) - v.w lo, sum(v.w) over () total,
      (select count(*) from bench_muni m where m.comunidad_id = v.comunidad)::int cnt
    from (values ${weights}) v(comunidad, w)`);
  await run(sql`analyze bench_cw`);
  await run(sql`insert into centros (nombre, direccion, kind, ownership, comunidades_id,
      provincias_id_provincia, municipios_id_municipio, cp, codigo, groupby, nivel_socioeconomico,
      activo, created_at)
    select
      case when k.kind = 'CEPA' then 'CEPA ' || k.patron
        when k.kind = 'FP' then (case when bench_rand(g, 5) < 0.5 then 'CIFP ' else 'IES ' end) || k.patron
        when k.ownership = 'PUBLIC' then (case when bench_rand(g, 5) < 0.55 then 'CEIP ' else 'IES ' end) || k.patron
        else 'Colegio ' || k.patron end,
      (${textArray(STREETS)})[1 + floor(bench_rand(g, 10) * ${STREETS.length})::int] || ', ' || (1 + floor(bench_rand(g, 11) * 120)::int),
      k.kind, k.ownership::ownership, m.comunidad_id, m.id_provincia, m.id_municipio,
      lpad(m.id_provincia::text, 2, '0') || lpad(floor(bench_rand(g, 12) * 1000)::int::text, 3, '0'),
      lpad(m.id_provincia::text, 2, '0') || lpad(g::text, 6, '0'),
      (array['Grupo A','Grupo A','Grupo A','Grupo B','Grupo B','Grupo B','Grupo C','Grupo C','Grupo D',null])[1 + floor(bench_rand(g, 6) * 10)::int],
      (case when bench_rand(g, 7) < 0.1 then 'BAJO' when bench_rand(g, 7) < 0.3 then 'MEDIO_BAJO'
        when bench_rand(g, 7) < 0.7 then 'MEDIO' when bench_rand(g, 7) < 0.9 then 'MEDIO_ALTO'
        else 'ALTO' end)::socioeconomic_level,
      case when bench_rand(g, 8) < 0.97 then 1 else 0 end,
      now() - interval '1 day' * floor(bench_rand(g, 13) * 2000)
    from generate_series(1, ${count}::int) g
    cross join lateral (select comunidad, cnt from bench_cw
      where lo <= bench_rand(g, 1) * total order by lo desc limit 1) c
    join bench_muni m on m.comunidad_id = c.comunidad
      and m.rn = 1 + floor(power(bench_rand(g, 2), 2) * c.cnt)::int
    cross join lateral (select
      case when bench_rand(g, 3) < 0.80 then '' when bench_rand(g, 3) < 0.92 then 'FP' else 'CEPA' end kind,
      case when bench_rand(g, 3) >= 0.92 or bench_rand(g, 4) < 0.64 then 'PUBLIC'
        when bench_rand(g, 4) < 0.88 then 'CONCERTED' when bench_rand(g, 4) < 0.97 then 'PRIVATE'
        end ownership,
      (${textArray(PATRONS)})[1 + floor(bench_rand(g, 9) * ${PATRONS.length})::int] patron) k
    order by g`);
  await run(sql`create temp table bench_centre as
    select id, row_number() over (order by id)::int rn, bench_rand(id, 7777) quality, comunidades_id
    from centros`);
  await run(sql`analyze bench_centre`);
  await run(sql`create unique index on bench_centre (rn)`);
  await run(sql`insert into cursos_centros (centros_id, cursos_id)
    select c.id, k.id from bench_centre c cross join cursos k where bench_rand(c.id, 100 + k.id) < 0.3`);
}

/**
 * People: a few administrators, one coordinator (perfil 1) per centre and teaching staff
 * (perfil 2) spread over the centres. Most share one argon2id hash: logging in as them is not
 * what the bench measures, and hashing 200,000 passwords would take an hour.
 */
export async function insertUsers(run: Run, size: DatasetSize, sharedHash: string): Promise<void> {
  const person = (g: SQL, salt: number) => sql`
    (${textArray(FIRST_NAMES)})[1 + floor(bench_rand(${g}, ${salt}) * ${FIRST_NAMES.length})::int] fn,
    (${textArray(SURNAMES)})[1 + floor(bench_rand(${g}, ${salt + 1}) * ${SURNAMES.length})::int] || ' ' ||
    (${textArray(SURNAMES)})[1 + floor(bench_rand(${g}, ${salt + 2}) * ${SURNAMES.length})::int] sn`;
  const columns = sql`(nombre, apellidos, email, telefono, dni, perfil, language_id, cargos_id,
    activo, centros_id, password_hash, created_at)`;
  const common = (g: SQL) => sql`
    '6' || lpad(floor(bench_rand(${g}, 21) * 100000000)::int::text, 8, '0'),
    lpad(floor(bench_rand(${g}, 22) * 100000000)::int::text, 8, '0') ||
      substr('TRWAGMYFPDXBNJZSQVHLCKE', 1 + floor(bench_rand(${g}, 23) * 23)::int, 1)`;
  await run(sql`insert into users ${columns}
    select p.fn, p.sn, 'admin' || g || '@autoevaluacion.bench.example', ${common(sql`g`)}, 0, 'ES',
      null, 1, null, ${sharedHash}, now() - interval '1 day' * g
    from generate_series(1, ${size.admins}::int) g cross join lateral (select ${person(sql`g`, 30)}) p`);
  await run(sql`insert into users ${columns}
    select p.fn, p.sn,
      lower(immutable_unaccent(p.fn)) || '.' || lower(immutable_unaccent(split_part(p.sn, ' ', 1))) ||
        '.c' || c.id || '@educa.bench.example',
      ${common(sql`c.id`)}, 1,
      case when c.comunidades_id in (4, 9, 10) and bench_rand(c.id, 24) < 0.5 then 'CA' else 'ES' end,
      1 + floor(bench_rand(c.id, 25) * 3)::int, case when bench_rand(c.id, 26) < 0.97 then 1 else 0 end,
      c.id, case when bench_rand(c.id, 27) < 0.9 then ${sharedHash} end,
      now() - interval '1 day' * floor(bench_rand(c.id, 28) * 1500)
    from bench_centre c cross join lateral (select ${person(sql`c.id`, 40)}) p
    order by c.id`);
  const teachers = size.users - size.admins - size.centres;
  await run(sql`insert into users ${columns}
    select p.fn, p.sn,
      lower(immutable_unaccent(p.fn)) || '.' || lower(immutable_unaccent(split_part(p.sn, ' ', 1))) ||
        '.d' || g || '@educa.bench.example',
      ${common(sql`g`)}, 2,
      case when c.comunidades_id in (4, 9, 10) and bench_rand(g, 24) < 0.5 then 'CA' else 'ES' end,
      4 + floor(bench_rand(g, 25) * 7)::int, case when bench_rand(g, 26) < 0.95 then 1 else 0 end,
      c.id, case when bench_rand(g, 27) < 0.7 then ${sharedHash} end,
      now() - interval '1 day' * floor(bench_rand(g, 28) * 1500)
    from generate_series(1, ${Math.max(0, teachers)}::int) g
    join bench_centre c on c.rn = 1 + floor(bench_rand(g, 29) * ${size.centres})::int
    cross join lateral (select ${person(sql`g`, 50)}) p
    order by g`);
  await run(sql`create temp table bench_coord as
    select centros_id, min(id) user_id from users where perfil = 1 group by centros_id`);
  await run(sql`analyze bench_coord`);
  await run(sql`create unique index on bench_coord (centros_id)`);
}
