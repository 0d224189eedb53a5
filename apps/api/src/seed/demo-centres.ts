import { asc } from 'drizzle-orm';
import {
  OWNERSHIPS,
  SOCIOECONOMIC_LEVELS,
  type CentreKind,
  type Ownership,
} from '@eval/contracts/centre-enums';
import type { Transaction } from '../db/client';
import { centros, cursos, cursosCentros, municipios, users } from '../db/schema/index';
import { CARGOS } from './data/catalogue';
import {
  COMMUNITY_WEIGHTS,
  FIRST_NAMES,
  GROUPS,
  PATRONS,
  STREETS,
  SURNAMES,
  slug,
} from './demo-names';
import type { Random } from './demo-random';

export interface DemoCentre {
  id: number;
  /** How well the centre tends to answer, 0–1: the demo's results differ between centres. */
  quality: number;
}

const OWNERSHIP_WEIGHTS: readonly (readonly [Ownership | null, number])[] = [
  [OWNERSHIPS[0], 64],
  [OWNERSHIPS[1], 24],
  [OWNERSHIPS[2], 9],
  [null, 3],
];
const KIND_WEIGHTS: readonly (readonly [CentreKind, number])[] = [
  ['', 80],
  ['FP', 12],
  ['CEPA', 8],
];

function centreName(random: Random, kind: CentreKind, ownership: Ownership | null): string {
  const patron = random.pick(PATRONS);
  if (kind === 'CEPA') return `CEPA ${patron}`;
  if (kind === 'FP') return random.next() < 0.5 ? `CIFP ${patron}` : `IES ${patron}`;
  if (ownership === 'PUBLIC') return random.next() < 0.55 ? `CEIP ${patron}` : `IES ${patron}`;
  return `Colegio ${patron}`;
}

/** Courses a centre of this kind plausibly offers, by position in the seeded course list. */
function coursesFor(random: Random, kind: CentreKind, courseIds: readonly number[]): number[] {
  const n = courseIds.length;
  const range =
    kind === 'CEPA'
      ? courseIds.slice(n - 2)
      : kind === 'FP'
        ? courseIds.slice(n - 6, n - 2)
        : courseIds.slice(0, n - 6);
  return range.filter(() => random.next() < 0.6).slice(0, 8);
}

/**
 * Inserts `count` demo centres spread over every community in realistic proportions (every
 * community gets at least two), with their courses and 3–6 people each; person `i` of the
 * `index`-th centre joined the programme at `joinedAt(index, i)`.
 */
export async function insertDemoCentres(
  tx: Transaction,
  random: Random,
  count: number,
  joinedAt: (index: number, person: number) => Date,
): Promise<DemoCentre[]> {
  const allMunicipios = await tx
    .select({
      id: municipios.id_municipio,
      provincia: municipios.id_provincia,
      comunidad: municipios.comunidad_id,
    })
    .from(municipios);
  const byCommunity = new Map<number, typeof allMunicipios>();
  for (const m of allMunicipios)
    byCommunity.set(m.comunidad, [...(byCommunity.get(m.comunidad) ?? []), m]);
  const courseIds = (await tx.select({ id: cursos.id }).from(cursos).orderBy(asc(cursos.id))).map(
    (c) => c.id,
  );

  const communities = [...COMMUNITY_WEIGHTS.entries()];
  const plan: number[] = communities.flatMap(([id]) => [id, id]);
  while (plan.length < count) plan.push(random.weighted(communities));

  const created: DemoCentre[] = [];
  for (const [index, comunidad] of plan.slice(0, count).entries()) {
    const municipio = random.pick(byCommunity.get(comunidad) ?? []);
    const ownership = random.weighted(OWNERSHIP_WEIGHTS);
    const kind = random.weighted(KIND_WEIGHTS);
    const province = String(municipio.provincia).padStart(2, '0');
    const [centre] = await tx
      .insert(centros)
      .values({
        nombre: centreName(random, kind, ownership),
        direccion: `${random.pick(STREETS)}, ${random.int(1, 120)}`,
        kind,
        ownership,
        comunidades_id: comunidad,
        provincias_id_provincia: municipio.provincia,
        municipios_id_municipio: municipio.id,
        cp: `${province}${String(random.int(1, 999)).padStart(3, '0')}`,
        codigo: `${province}${String(100_000 + index).padStart(6, '0')}`,
        groupby: random.pick(GROUPS),
        nivel_socioeconomico: random.pick(SOCIOECONOMIC_LEVELS),
        activo: random.next() < 0.97 ? 1 : 0,
      })
      .returning({ id: centros.id, codigo: centros.codigo });
    if (!centre) throw new Error('centre insert returned nothing');
    const offered = coursesFor(random, kind, courseIds);
    if (offered.length > 0) {
      await tx
        .insert(cursosCentros)
        .values(offered.map((cursos_id) => ({ centros_id: centre.id, cursos_id })));
    }
    const people = random.int(3, 6);
    await tx.insert(users).values(
      Array.from({ length: people }, (_, i) => {
        const nombre = random.pick(FIRST_NAMES);
        const apellidos = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
        return {
          nombre,
          apellidos,
          email: `${slug(nombre)}.${slug(apellidos)}.${i + 1}@${centre.codigo}.demo.example`,
          telefono: `6${String(random.int(10_000_000, 99_999_999))}`,
          perfil: i === 0 ? 1 : 2,
          cargos_id: random.pick(CARGOS).id,
          centros_id: centre.id,
          language_id: comunidad === 9 || comunidad === 4 ? 'CA' : 'ES',
          created_at: joinedAt(index, i),
        };
      }),
    );
    created.push({ id: centre.id, quality: random.next() });
  }
  return created;
}
