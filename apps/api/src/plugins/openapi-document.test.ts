import { describe, expect, it } from 'vitest';
import { completeDocument, operationIdOf, type OperationFacts } from './openapi-document';

const admin: OperationFacts = {
  secured: true,
  rateLimited: false,
  download: undefined,
  upload: undefined,
  bodyLimit: 1000,
};

describe('the published OpenAPI document', () => {
  it('derives a stable operationId from the method and the path', () => {
    expect(operationIdOf('GET', '/v2/cursoscentros/:centerId')).toBe(
      'getV2CursoscentrosByCenterId',
    );
    expect(operationIdOf('DELETE', '/v3/deleteToolkits/:id')).toBe('deleteV3DeleteToolkitsById');
    expect(operationIdOf('GET', '/v2/centers/dashboard-filters')).toBe(
      'getV2CentersDashboardFilters',
    );
  });

  it('adds what routes declare and fixes the forms OpenAPI 3.0 clients cannot read', () => {
    const document = completeDocument(
      {
        paths: {
          '/v1/x': {
            post: {
              operationId: 'postV1X',
              parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }],
              requestBody: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        filter: {
                          type: 'object',
                          additionalProperties: { $ref: '#/components/schemas/schema0' },
                        },
                        centre: {
                          nullable: true,
                          anyOf: [{ type: 'integer', minimum: 1, maximum: 10 }],
                        },
                        names: { type: 'array', items: { type: 'string', maxLength: 5 } },
                      },
                    },
                  },
                },
              },
              responses: { 200: { description: 'ok' } },
            },
          },
        },
        components: { schemas: {} },
      },
      new Map([['postV1X', { ...admin, download: ['application/pdf'] }]]),
    );
    const operation = document.paths['/v1/x'].post;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '403', '500']);
    const body = operation.requestBody.content['application/json'].schema.properties;
    expect(body.filter.additionalProperties).toEqual({ description: 'Cualquier valor JSON.' });
    expect(body.centre).toEqual({
      anyOf: [{ type: 'integer', minimum: 1, maximum: 10, format: 'int32', nullable: true }],
    });
    expect(body.names).toMatchObject({ maxItems: 500 });
    expect(operation.parameters[0]?.schema).toEqual({ type: 'string', maxLength: 100 });
  });

  it('publishes a download as a file of its declared types', () => {
    const document = completeDocument(
      { paths: { '/v1/f': { get: { operationId: 'getV1F', responses: {} } } } },
      new Map([['getV1F', { ...admin, download: ['application/pdf'] }]]),
    );
    const responses: Record<string, { content?: Record<string, unknown> }> =
      document.paths['/v1/f'].get.responses;
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });

  it('publishes a raw file upload as the request body, a 204 without content, null in a nullable enum', () => {
    const document = completeDocument(
      {
        paths: {
          '/v1/u': {
            post: {
              operationId: 'postV1U',
              responses: {
                200: {
                  description: 'ok',
                  content: {
                    'application/json': {
                      schema: { type: 'string', nullable: true, enum: ['A', 'B'] },
                    },
                  },
                },
                204: { description: 'vacío', content: { 'application/json': { schema: {} } } },
              },
            },
          },
        },
      },
      new Map([['postV1U', { ...admin, upload: { types: ['text/csv'], maxBytes: 2048 } }]]),
    );
    const operation = document.paths['/v1/u'].post;
    expect(operation).toMatchObject({
      requestBody: {
        required: true,
        content: { 'text/csv': { schema: { type: 'string', format: 'binary', maxLength: 2048 } } },
      },
    });
    expect(operation.responses[204]).toEqual({ description: 'vacío' });
    expect(operation.responses[200].content['application/json'].schema.enum).toEqual([
      'A',
      'B',
      null,
    ]);
  });
});
