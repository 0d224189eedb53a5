import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CENTRE_APP_BASE } from '@eval/contracts/centre-app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions } from './lib/logger';
import { requestIdOf } from './lib/request-id';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { auditModule } from './modules/audit/routes';
import { authModule } from './modules/auth/routes';
import { secondFactorModule } from './modules/auth/second-factor-routes';
import { ownAccountModule } from './modules/auth/own-account-routes';
import { centreLoginModule } from './modules/auth/centre-login-routes';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { healthModule } from './modules/health/routes';
import type { AppModule } from './http/module';
import { usersModule } from './modules/users/routes';
import { languagesModule } from './modules/languages/routes';
import { userExportModule } from './modules/users/user-export-routes';
import { personalDataModule } from './modules/users/personal-data-routes';
import { userBulkModule } from './modules/users/bulk-users-routes';
import { centreBulkModule } from './modules/centres/bulk-centres-routes';
import { geographyModule } from './modules/geography/routes';
import { centresModule } from './modules/centres/routes';
import { centreImportModule } from './modules/centres/register-import-routes';
import { periodsModule } from './modules/periods/routes';
import { quizzesModule } from './modules/quizzes/routes';
import { centreAppModule } from './modules/centre-app/routes';
import { dashboardModule } from './modules/dashboard/routes';
import { reportsModule } from './modules/reports/routes';
import { emailsModule } from './modules/emails/routes';
import { campaignsModule } from './modules/campaigns/routes';
import { templatesModule } from './modules/templates/routes';
import { catalogueModule } from './modules/catalogue/routes';
import { contentModule } from './modules/content/routes';
import { savedViewsModule } from './modules/saved-views/routes';
import { plansModule } from './modules/plans/routes';
import { planSuggestionsModule } from './modules/plans/suggestions-routes';
import { consultationsModule } from './modules/consultations/routes';
import { consultationQuestionsModule } from './modules/consultations/questions-routes';
import { consultationAdminModule } from './modules/consultations/admin-routes';
import { centreDistDir, webDistDir } from './paths';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import drainPlugin from './plugins/drain';
import errorHandlerPlugin from './plugins/error-handler';
import inputGuardPlugin from './plugins/input-guard';
import jsonBodyPlugin from './plugins/json-body';
import requestTimeoutsPlugin, { requestTimeoutOptions } from './plugins/request-timeouts';
import { answerFrameworkError } from './plugins/error-replies';
import securityPlugin from './plugins/security';
import staticPlugin from './plugins/static';
import mailPlugin from './modules/emails/mail-plugin';
import versionedCachePlugin from './plugins/versioned-cache';
import metricsPlugin from './plugins/metrics';
import requestIdPlugin from './plugins/request-id';
import retentionPlugin from './plugins/retention';

/** Request bodies above this size are refused with 413; an upload route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The domain modules, in registration order. A new domain (centres, periods, quizzes,
 * dashboard, reports, emails, catalogue, content, geography) adds its module here.
 */
export const modules: readonly AppModule[] = [
  auditModule,
  authModule,
  secondFactorModule,
  ownAccountModule,
  centreLoginModule,
  languagesModule,
  usersModule,
  userExportModule,
  personalDataModule,
  userBulkModule,
  geographyModule,
  centresModule,
  centreImportModule,
  centreBulkModule,
  periodsModule,
  quizzesModule,
  centreAppModule,
  dashboardModule,
  reportsModule,
  emailsModule,
  templatesModule,
  campaignsModule,
  catalogueModule,
  contentModule,
  savedViewsModule,
  plansModule,
  planSuggestionsModule,
  consultationsModule,
  consultationQuestionsModule,
  consultationAdminModule,
  healthModule,
];

export interface AppDeps {
  /** An open, migrated database. */
  db: DatabaseHandle;
  config: Config;
  /** false: no logs (tests); true or absent: pino at config.LOG_LEVEL; object: pino options merged over ours. */
  logger?: boolean | object;
  /** The web build to serve; defaults to apps/web/dist. Served only when it has index.html. */
  webDistDir?: string;
  /** The centre app's build; defaults to apps/centre/dist. Served under /centro/ when built. */
  centreDistDir?: string;
}

function loggerFor(deps: AppDeps) {
  if (deps.logger === false) return false;
  const base = loggerOptions(deps.config.LOG_LEVEL);
  return deps.logger === true || deps.logger === undefined ? base : { ...base, ...deps.logger };
}

/**
 * Builds the HTTP application: plugins first (error shaping, security headers, access rules,
 * docs, the web app), then the domain modules. Used by main.ts and by every API test.
 * The JWT secret is resolved here (resolveJwtSecret), so callers only pass a migrated database.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Spanish validation messages for every zod schema (idempotent; zod's config is global).
  z.config(z.locales.es());

  const app = Fastify({
    logger: loggerFor(deps),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // The balancer's X-Request-Id when it is safe, else a generated one (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A request that reached a closing server is served, not refused: the balancer stopped
    // sending new ones during the drain (plugins/drain.ts), and a POST it sent just before
    // cannot be retried elsewhere.
    return503OnClosing: false,
    // Errors the router raises before any hook runs (a path parameter over 100 characters, a
    // malformed URL) get the same Spanish error body as everything else.
    frameworkErrors: answerFrameworkError,
    // Slow clients: time limits on receiving headers and bodies (plugins/request-timeouts.ts).
    ...requestTimeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const webDir = deps.webDistDir ?? webDistDir();
  const spaIndexFile = join(webDir, 'index.html');
  const hasWebBuild = existsSync(spaIndexFile);
  // The centre app: optional, so the API starts before it is ever built.
  const centreDir = deps.centreDistDir ?? centreDistDir();
  const centreIndexFile = join(centreDir, 'index.html');
  const hasCentreBuild = existsSync(centreIndexFile);

  await app.register(requestIdPlugin);
  await app.register(errorHandlerPlugin, {
    ...(hasWebBuild ? { spaIndexFile } : {}),
    ...(hasCentreBuild ? { centreIndexFile } : {}),
  });
  await app.register(requestTimeoutsPlugin, config);
  await app.register(jsonBodyPlugin);
  await app.register(inputGuardPlugin);
  // Before auth: a draining instance refuses retryable requests before any work is done.
  await app.register(drainPlugin);
  await app.register(securityPlugin, { db: deps.db.db });
  // Before any route: its onRoute hook is what refuses routes without an access rule.
  await app.register(authPlugin, {
    db: deps.db.db,
    ...(deps.db.listen ? { listen: deps.db.listen.bind(deps.db) } : {}),
    ...(deps.db.hotPath ? { hotPath: deps.db.hotPath } : {}),
    secret: await resolveJwtSecret(deps.db.db, config),
    expiresInSeconds: config.JWT_EXPIRES_IN,
  });
  await app.register(docsPlugin);
  if (hasWebBuild) await app.register(staticPlugin, { root: webDir });
  if (hasCentreBuild)
    await app.register(staticPlugin, { root: centreDir, prefix: `${CENTRE_APP_BASE}/` });

  await app.register(mailPlugin, { db: deps.db.db, config });
  await app.register(versionedCachePlugin, {
    // Its reads on the hot path's own connections: a cached answer never queues behind writes.
    db: deps.db.hotPath ?? deps.db.db,
    responseCacheMb: config.RESPONSE_CACHE_MB,
    remember: config.DATA_CACHE,
  });
  await app.register(metricsPlugin, { handle: deps.db, config });
  await app.register(retentionPlugin, { db: deps.db.db, config });
  for (const module of modules) await app.register(module, { db: deps.db.db, config });
  return app;
}
