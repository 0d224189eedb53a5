import { apiErrorSchema, idParamsSchema } from '../common';
import { defineCall } from '../call';
import {
  allPeriodsResponseSchema,
  newPeriodBodySchema,
  newPeriodImpactResponseSchema,
  newPeriodResponseSchema,
  reopenPeriodImpactResponseSchema,
  reopenPeriodResponseSchema,
} from '../periods';

const tags = ['periods'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const recordErrors = { ...errors, 404: apiErrorSchema };

/** The periods domain's calls (spec §7). */
/**
 * National: every administrator reads the periods, only a national one opens or reopens one. What
 * opening or reopening would close counts every community's evaluations, so it is asked only by
 * those who can do it (no scope: refused to a scoped administrator).
 */
export const periodCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v7/allperiodos',
    access: 'admin',
    scope: 'national',
    summary: 'Lista de periodos de evaluación, el más reciente primero',
    tags,
    responses: { 200: allPeriodsResponseSchema, ...errors },
  }),
  impact: defineCall({
    method: 'GET',
    path: '/v7/nuevoperiodo/impacto',
    access: 'admin',
    summary: 'Lo que cerraría crear un periodo: el periodo activo y sus evaluaciones en proceso',
    tags,
    responses: { 200: newPeriodImpactResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v7/nuevoperiodo',
    access: 'admin',
    scope: 'national',
    summary: 'Crea un periodo nuevo, que pasa a ser el periodo activo',
    tags,
    body: newPeriodBodySchema,
    responses: { 201: newPeriodResponseSchema, ...errors },
  }),
  reopenImpact: defineCall({
    method: 'GET',
    path: '/v7/periodos/:id/reabrir/impacto',
    access: 'admin',
    summary:
      'Lo que haría reabrir un periodo cerrado: el periodo que cierra, sus evaluaciones en proceso y las no terminadas que vuelven a estar en proceso',
    tags,
    params: idParamsSchema,
    responses: { 200: reopenPeriodImpactResponseSchema, ...recordErrors },
  }),
  reopen: defineCall({
    method: 'POST',
    path: '/v7/periodos/:id/reabrir',
    access: 'admin',
    scope: 'national',
    summary: 'Reabre un periodo cerrado, que vuelve a ser el periodo activo',
    tags,
    params: idParamsSchema,
    responses: { 200: reopenPeriodResponseSchema, ...recordErrors },
  }),
};
