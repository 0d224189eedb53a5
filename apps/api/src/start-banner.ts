import type { Config } from './config';
import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app';
import { DEMO_CENTRE_USER, DEMO_RESULTS_USER } from './seed/demo';
import type { SeedReport } from './seed/run';

export interface StartBannerInput {
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'DATA_DIR'
    | 'ADMIN_EMAIL'
    | 'ADMIN_PASSWORD'
    | 'ADMIN_PASSWORD_FROM_ENV'
    | 'DEMO_CENTRES'
  >;
  driver: 'postgres' | 'pglite';
  seeded: SeedReport;
  /** Seconds from start to listening. */
  seconds: number;
  demoYears: number;
  /** Where e-mail goes (mailBannerLine): a relay, the in-process receiver, or nowhere yet. */
  mail: string;
}

/**
 * What the server prints on the console for the person who typed `npm start`. Credentials
 * appear only on the start that created the account, and only the published demo ones: a
 * password given through ADMIN_PASSWORD is the operator's secret and never reaches a console
 * (or whatever collects it).
 */
export function startBanner(input: StartBannerInput) {
  const { config, driver, seeded, seconds, demoYears } = input;
  const url = config.PUBLIC_URL;
  const lines = [
    '',
    `  Back-office de autoevaluación listo en ${url}  (${seconds.toFixed(1)} s)`,
    `  Base de datos: ${driver === 'pglite' ? `integrada (PGlite) en ${config.DATA_DIR}` : 'PostgreSQL'}`,
    `  App de los centros: ${url}${CENTRE_APP_PATHS.home}`,
    input.mail,
  ];
  if (seeded.adminCreated) {
    lines.push(
      config.ADMIN_PASSWORD_FROM_ENV
        ? `  Administrador creado: ${config.ADMIN_EMAIL} (con la contraseña indicada en ADMIN_PASSWORD)`
        : `  Administrador de demostración creado: ${config.ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}`,
    );
  }
  if (seeded.demoCentreAccountCreated) {
    lines.push(
      `  Usuario de centro de demostración, con la evaluación en proceso (entra en ${url}${CENTRE_APP_PATHS.signIn}, no en el back-office): ${DEMO_CENTRE_USER.email} / ${DEMO_CENTRE_USER.password}`,
    );
  }
  if (seeded.demoResultsAccountCreated) {
    lines.push(
      `  Usuario de centro con resultados de dos periodos (${url}${CENTRE_APP_PATHS.signIn}): ${DEMO_RESULTS_USER.email} / ${DEMO_RESULTS_USER.password}`,
    );
  }
  if (seeded.demoSeeded) {
    lines.push(
      `  Datos de demostración creados: ${config.DEMO_CENTRES} centros, ${demoYears} cursos escolares.`,
    );
  }
  lines.push(`  Documentación de la API: ${url}/docs`, '');
  return lines.join('\n');
}
