import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  consultationResponseSchema,
  publicConsultationResponseSchema,
  type Consultation,
  type ConsultationGroup,
} from '@eval/contracts/consultations';
import { spanishToday } from '../lib/dates';
import type { AdminTestApp } from './admin-app';
import type { TestUser } from './app';

/** Two weeks from today in Spain: a closing date every test consultation is open until. */
export function inTwoWeeks(): string {
  const day = new Date(`${spanishToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 14);
  return day.toISOString().slice(0, 10);
}

/** The coordinator `user` opens a consultation of `grupo` through the API. */
export async function openConsultation(
  t: AdminTestApp,
  user: TestUser,
  grupo: ConsultationGroup,
): Promise<Consultation> {
  const response = await t.callAs(user, 'POST', '/v15/centro/consultas', {
    grupo,
    cierra: inTwoWeeks(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return consultationResponseSchema.parse(response.json()).data;
}

export const readConsultation = (app: FastifyInstance, codigo: string, query = '') =>
  app.inject({ method: 'GET', url: `/v15/consultas/${codigo}${query}` });

/** A complete response as a respondent's page builds it: every question, each `valor`. */
export async function completeResponse(
  app: FastifyInstance,
  codigo: string,
  valor: (index: number) => number = () => 3,
) {
  const page = publicConsultationResponseSchema.parse(
    (await readConsultation(app, codigo)).json(),
  ).data;
  return {
    id: randomUUID(),
    respuestas: page.preguntas.map((q, index) => ({ pregunta: q.id, valor: valor(index) })),
  };
}

/** Sends a response without an account, from `headers` (an address, a browser) when given. */
export const sendResponse = (
  app: FastifyInstance,
  codigo: string,
  body: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/v15/consultas/${codigo}/respuestas`,
    headers,
    payload: body,
  });

/** `n` complete responses, each stored (201). */
export async function respond(
  app: FastifyInstance,
  codigo: string,
  n: number,
  valor: (index: number) => number = () => 3,
): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    const response = await sendResponse(app, codigo, await completeResponse(app, codigo, valor));
    expect(response.statusCode, response.body).toBe(201);
  }
}
