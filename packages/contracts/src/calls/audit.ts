import {
  auditFilterSchema,
  auditLogResponseSchema,
  auditOptionsResponseSchema,
  auditSetupSchema,
} from '../audit';
import { defineCall } from '../call';
import { apiErrorSchema } from '../common';
import {
  historyParamsSchema,
  historyResponseSchema,
  revertParamsSchema,
  revertResponseSchema,
} from '../history';
import { optionalJsonQuery } from '../json-query';

const tags = ['audit'];
/** Bad input, no session, not an administrator. */
const sessionErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The audit log, a record's history and the revert of an audit line
 * (docs/history.md).
 */
export const auditCalls = {
  log: defineCall({
    method: 'GET',
    path: '/v15/audit-log',
    access: 'admin',
    scope: 'scoped',
    summary: 'Registro de auditoría de las escrituras de los administradores, paginado',
    tags,
    query: optionalJsonQuery({ setup: auditSetupSchema, filter: auditFilterSchema }),
    responses: { 200: auditLogResponseSchema, ...sessionErrors },
  }),
  options: defineCall({
    method: 'GET',
    path: '/v15/audit-log/options',
    access: 'admin',
    scope: 'scoped',
    summary: 'Entidades y acciones que el registro de auditoría puede contener',
    tags,
    responses: { 200: auditOptionsResponseSchema, ...sessionErrors },
  }),
  history: defineCall({
    method: 'GET',
    path: '/v1/audit/history/:entity/:id',
    access: 'admin',
    scope: 'scoped',
    summary: 'Historial de un registro: quién cambió qué y cuándo, campo a campo',
    tags,
    params: historyParamsSchema,
    responses: { 200: historyResponseSchema, ...sessionErrors },
  }),
  revert: defineCall({
    method: 'POST',
    path: '/v1/audit/:id/revert',
    access: 'admin',
    scope: 'scoped',
    summary: 'Revierte una modificación o restaura un registro borrado',
    tags,
    params: revertParamsSchema,
    responses: {
      201: revertResponseSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      ...sessionErrors,
    },
  }),
};
