import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './node-version.mjs';

const root = new URL('..', import.meta.url).pathname;
const engines = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } }
).engines.node;

/** Runs `npm start`'s script under a Node that reports `version` as its own. */
function startAs(version: string) {
  const preload = `data:text/javascript,Object.defineProperty(process,"version",{value:"${version}"})`;
  return spawnSync(process.execPath, ['--import', preload, 'scripts/start.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm start enforces the engines field', () => {
  it('refuses a Node older than the engines field, with a clear message, before building anything', () => {
    const run = startAs('v20.18.3');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Esta aplicación necesita Node ${engines}`);
    expect(run.stderr).toContain('Node v20.18.3');
    expect(run.stdout).not.toContain('Construyendo');
  });

  it('accepts the minimum and anything newer, refuses anything older', () => {
    expect(engines).toBe('>=20.19');
    expect(unsupportedNodeMessage('v20.19.0', engines)).toBeNull();
    expect(unsupportedNodeMessage('v20.20.2', engines)).toBeNull();
    expect(unsupportedNodeMessage('v22.0.0', engines)).toBeNull();
    expect(unsupportedNodeMessage('v24.11.1', engines)).toBeNull();
    expect(unsupportedNodeMessage('v20.18.9', engines)).toMatch(/necesita Node >=20.19/);
    expect(unsupportedNodeMessage('v18.20.0', engines)).toMatch(/necesita Node >=20.19/);
  });

  it('the Node running these tests satisfies the engines field', () => {
    expect(
      unsupportedNodeMessage(
        execFileSync(process.execPath, ['--version'], { encoding: 'utf8' }).trim(),
        engines,
      ),
    ).toBeNull();
  });
});
