// The totals the administration screens show, read through the API of a running server: what
// npm run test:upgrade compares before (previous release) and after (today's build) an upgrade.
// Only calls that both releases have with the same shape (docs/operations.md, "Upgrades").
const { fetch } = globalThis;

const q = (value) => encodeURIComponent(JSON.stringify(value));

async function signIn(base, credentials) {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

/**
 * Every figure as one flat object (name → value), so a difference names the screen. `base` is
 * the server's address, `credentials` an administrator's e-mail and password.
 */
export async function screenTotals(base, credentials) {
  const token = await signIn(base, credentials);
  const call = (path) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const get = async (path) => {
    const response = await call(path);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const totals = {};
  // Periodos: the list itself (id, name, which one is active).
  const periods = (await get('/v7/allperiodos')).data;
  totals.periods = JSON.stringify(periods.map(({ id, periodo, activo }) => [id, periodo, activo]));
  // Usuarios, inactive ones included.
  totals.users = (
    await get(`/v1/users?setup=${q({ page: 0, size: 5 })}&filter=${q({ showInactive: true })}`)
  ).count;
  // Centros y cursos: the paged list's total, all centres and the active ones.
  totals.centres = (await get(`/v2/centros?setup=${q({ page: 0, size: 10 })}`)).count;
  totals.activeCentres = (
    await get(`/v2/centros?setup=${q({ page: 0, size: 10 })}&filter=${q({ actives: true })}`)
  ).count;
  // Seguimiento centros: the total of every period, not only the active one.
  for (const { id, periodo } of periods)
    totals[`quizzes ${periodo}`] = (
      await get(
        `/v15/centros/quizes?setup=${q({ page: 0, size: 5 })}&filter=${q({ periodId: id })}`,
      )
    ).data.count;
  // Dashboard: active centres, evaluations per period, results per key.
  totals.dashboardCentres = JSON.stringify((await get('/v2/centers/dashboard')).data);
  totals.dashboardPeriods = JSON.stringify((await get('/v2/centros/evaluation-period')).data);
  totals.dashboardKeys = JSON.stringify((await get('/v3/results-keys-report')).data);
  // Correos enviados.
  totals.sentEmails = (await get(`/v15/sent-emails?setup=${q({ page: 0, size: 5 })}`)).count;
  // Registro de cambios. A release that lists reads (previews, downloads) apart from changes
  // answers the `reads` filter; an older one refuses it (400) and lists them all.
  const audit = (filter) => call(`/v15/audit-log?setup=${q({ page: 0, size: 10 })}${filter}`);
  const changes = await (await audit('')).json();
  const reads = await audit(`&filter=${q({ reads: true })}`);
  totals.auditLines = changes.count + (reads.ok ? (await reads.json()).count : 0);
  return totals;
}

/** The figures whose values differ, as "name: before → after" lines. */
export function differingTotals(before, after) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
