import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../child-server';
import { deployDir } from '../../paths';
import { findExecutable, startHelper, type HelperProcess } from './helper-process';

/** One request as the balancer logged it. */
export interface BalancerLogLine {
  /** What the client got. */
  status: number;
  /** Each instance's answer in order, e.g. `503, 200` when nginx tried a second one. */
  upstreamStatus: string;
  /** The instances tried, in the same order (`127.0.0.1:port, …`). */
  upstreamAddress: string;
  method: string;
  uri: string;
}

export interface Balancer {
  url: string;
  process: HelperProcess;
  /** Every request so far, from the access log. */
  log(): BalancerLogLine[];
  stop(): Promise<void>;
}

export const findNginx = (): string | null => findExecutable('nginx', 'NGINX_PATH');

/**
 * The parameters of the shipped example's upstream servers (`max_fails=1 fail_timeout=2s`),
 * so the test balances exactly as deploy/nginx.conf does.
 */
function shippedServerParameters(): string {
  const example = readFileSync(join(deployDir(), 'nginx.conf'), 'utf8');
  const upstream = /upstream\s+\S+\s*\{([^}]*)\}/.exec(example)?.[1] ?? '';
  const parameters = /^\s*server\s+\S+\s+([^;]*);/m.exec(upstream)?.[1];
  if (!parameters) throw new Error('deploy/nginx.conf: no upstream server line');
  return parameters.trim();
}

/**
 * nginx in front of the instances listening on `upstreamPorts`, on a free loopback port, with
 * its configuration, logs and temporary files in `dir` (which must be readable by nginx's
 * worker user when run as root). The proxy directives are deploy/nginx-proxy.conf, included
 * as shipped.
 */
export async function startNginx(upstreamPorts: readonly number[], dir: string): Promise<Balancer> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (apt-get install nginx, or set NGINX_PATH)');
  const port = await freePort();
  const parameters = shippedServerParameters();
  const accessLog = join(dir, 'access.log');
  const config = `
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 2048; }
http {
  log_format scale '$status|$upstream_status|$upstream_addr|$request_method|$request_uri';
  access_log ${accessLog} scale;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream autoevaluacion_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${parameters};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://autoevaluacion_api;
      include ${join(deployDir(), 'nginx-proxy.conf')};
    }
  }
}
`;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config, { mode: 0o644 });
  writeFileSync(accessLog, '', { mode: 0o644 });
  const helper = await startHelper(
    nginx,
    ['-e', 'stderr', '-p', dir, '-c', configFile, '-g', 'daemon off;'],
    port,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    process: helper,
    log: () =>
      readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => {
          const [status = '0', upstreamStatus = '', upstreamAddress = '', method = '', uri = ''] =
            line.split('|');
          return { status: Number(status), upstreamStatus, upstreamAddress, method, uri };
        }),
    // SIGQUIT: nginx's graceful stop, finishing the requests it is serving.
    stop: () => helper.stop('SIGQUIT'),
  };
}
