import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { SCALE_ADMIN, SCALE_JWT_SECRET } from './instance';

/**
 * An app on the same database and secret as the scale-out instances, never listening: it issues
 * tokens as login would, without paying a password hash for each.
 */
export function scaleTokenIssuer(
  handle: DatabaseHandle,
  databaseUrl: string,
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: SCALE_JWT_SECRET,
    ADMIN_PASSWORD: SCALE_ADMIN.password,
    LOG_LEVEL: 'silent',
  });
  return buildApp({ db: handle, config, logger: false });
}
