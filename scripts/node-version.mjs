// The engines field of package.json is the one statement of which Node the product supports;
// `npm start` checks it before building anything, so an older Node stops with a clear message
// instead of failing later on a missing API. Only the `>=X.Y[.Z]` form is used (and understood).

/** "v20.19.1" or "20.19" → [20, 19, 1] (missing parts are 0). */
function parts(version) {
  const numbers = version.replace(/^v/, '').split('.').map(Number);
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
}

/**
 * The message to stop with when `version` (as `process.version`) does not satisfy `range`
 * (the engines field, `>=X.Y[.Z]`), or null when it does.
 */
export function unsupportedNodeMessage(version, range) {
  const minimum = /^>=\s*v?(\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!minimum) throw new Error(`El campo engines.node "${range}" no tiene la forma >=X.Y.Z`);
  const have = parts(version);
  const need = parts(minimum[1]);
  for (let i = 0; i < 3; i += 1) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i]) {
      return (
        `Esta aplicación necesita Node ${range} (package.json, campo engines) y se está ` +
        `ejecutando con Node ${version}. Instale una versión compatible de Node y vuelva a ` +
        `ejecutar npm start.`
      );
    }
  }
  return null;
}
