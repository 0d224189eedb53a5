// What an administrator does in a year, done through the previous release's API before an
// upgrade (npm run test:upgrade): the seeds write no audit line and no welcome e-mail, so
// without this the audit log would be empty and a migration rewriting it (0015 marks the lines
// of deletions) would run on no data. Calls both releases have with the same shape.
const { fetch } = globalThis;

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Registers two people at a centre (each gets a welcome e-mail with a set-password link), edits
 * the first, deletes the second: audit lines of a creation, an update and a deletion. Returns
 * how many deletions it made (the lines migration 0015 must mark `deleted`).
 */
export async function administratorWrites(base, credentials) {
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = (await login.json()).data.token;
  const centres = await call(
    base,
    token,
    'GET',
    `/v2/centros?setup=${encodeURIComponent(JSON.stringify({ page: 0, size: 10 }))}`,
  );
  const centre = centres.data[0].id;
  const register = (nombre, email) =>
    call(base, token, 'POST', '/v1/auth/registeruser', {
      nombre,
      apellidos: 'Versión Anterior',
      email,
      perfil: 2,
      centros_id: centre,
    });
  const kept = (await register('Inés', 'ines.version@upgrade.example')).data;
  const gone = (await register('Bruno', 'bruno.version@upgrade.example')).data;
  await call(base, token, 'PUT', '/v1/users', {
    id: kept.id,
    nombre: 'Inés María',
    apellidos: 'Versión Anterior',
    email: kept.email,
    perfil: 2,
    centros_id: centre,
  });
  await call(base, token, 'DELETE', `/v1/user/${gone.id}`);
  return 1;
}
