import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerPublicFiles } from './auth';

export const DOCS_PREFIX = '/docs';
const TITLE = 'API del back-office de autoevaluación';

/**
 * OpenAPI document generated from the zod schemas of the routes, browsable at /docs. Routes that
 * need a token are marked with the bearer scheme, so "Authorize" in the UI works for them.
 */
const docsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: TITLE,
        description:
          'Llamadas del back-office (especificación §7) y de la API de cuestionarios para centros.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (access === undefined || access === 'public') return result;
      return { ...result, schema: { ...result.schema, security: [{ bearerAuth: [] }] } };
    },
    transformObject: jsonSchemaTransformObject,
  });

  await registerPublicFiles(app, async (scope) => {
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The validator badge would load an image from validator.swagger.io, outside our CSP.
      uiConfig: { validatorUrl: null, deepLinking: true },
      theme: { title: TITLE },
    });
  });
};

export default fp(docsPlugin, { name: 'docs', fastify: '5.x' });
