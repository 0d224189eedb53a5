import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerPublicFiles } from './auth';
import { completeDocument, operationIdOf, type OperationFacts } from './openapi-document';

export const DOCS_PREFIX = '/docs';
const TITLE = 'API del back-office de autoevaluación';

/**
 * OpenAPI document generated from the zod schemas of the routes, browsable at /docs. Routes that
 * need a token are marked with the bearer scheme, so "Authorize" in the UI works for them.
 */
const docsPlugin: FastifyPluginAsync = async (app) => {
  // what each route declared that the generated operation does not carry (openapi-document.ts)
  const facts = new Map<string, OperationFacts>();
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
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Token de POST /v1/auth/login (o del inicio de sesión de centros), firmado con un único algoritmo (HS256), con caducidad y revocable al cerrar sesión o cambiar la contraseña (RFC8725: buenas prácticas de JWT).',
          },
        },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const { config, method, url } = input.route;
      const methods = Array.isArray(method) ? method : [method];
      const operationId = operationIdOf(methods[0] ?? 'get', url);
      const secured = config?.access !== undefined && config.access !== 'public';
      facts.set(operationId, {
        secured,
        rateLimited: config?.rateLimit !== undefined && config.rateLimit !== false,
        download: config?.download,
        upload: config?.upload,
        bodyLimit: input.route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024,
      });
      // a public operation says so (security: []), instead of leaving it to a root default
      const security = secured ? [{ bearerAuth: [] }] : [];
      return { ...result, schema: { ...result.schema, operationId, security } };
    },
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input), facts),
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
