import { defineCall, withScope } from '../call';
import { apiErrorSchema } from '../common';
import {
  createTemplateBodySchema,
  templateContentSchema,
  templateParamsSchema,
  templatePreviewBodySchema,
  templatePreviewResponseSchema,
  templateResponseSchema,
  templatesResponseSchema,
  templateVersionParamsSchema,
} from '../mail-templates';

const tags = ['templates'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Plantillas de correo (docs/campaigns.md): every e-mail the system sends, in ES and
 * CA, with every saved version kept and restorable.
 */
export const mailTemplateCalls = withScope('national', {
  list: defineCall({
    method: 'GET',
    path: '/v15/mail-templates',
    access: 'admin',
    summary: 'Plantillas de correo',
    tags,
    responses: { 200: templatesResponseSchema, ...errors },
  }),
  get: defineCall({
    method: 'GET',
    path: '/v15/mail-templates/:id',
    access: 'admin',
    summary: 'Una plantilla con sus versiones',
    tags,
    params: templateParamsSchema,
    responses: { 200: templateResponseSchema, ...errors },
  }),
  preview: defineCall({
    method: 'POST',
    path: '/v15/mail-templates/preview',
    access: 'admin',
    summary: 'Vista previa de una plantilla sin guardar, en castellano y catalán',
    tags,
    body: templatePreviewBodySchema,
    responses: { 200: templatePreviewResponseSchema, ...errors },
  }),
  create: defineCall({
    method: 'POST',
    path: '/v15/mail-templates',
    access: 'admin',
    summary: 'Crea una plantilla de recordatorio',
    tags,
    body: createTemplateBodySchema,
    // A reminder template's name is unique: 409 when it is taken.
    responses: { 201: templateResponseSchema, ...errors, 409: apiErrorSchema },
  }),
  save: defineCall({
    method: 'PUT',
    path: '/v15/mail-templates/:id',
    access: 'admin',
    summary: 'Guarda una nueva versión de la plantilla',
    tags,
    params: templateParamsSchema,
    body: templateContentSchema,
    responses: { 200: templateResponseSchema, ...errors },
  }),
  restore: defineCall({
    method: 'POST',
    path: '/v15/mail-templates/:id/versions/:versionId/restore',
    access: 'admin',
    summary: 'Restaura una versión anterior (se guarda como la más reciente)',
    tags,
    params: templateVersionParamsSchema,
    responses: { 200: templateResponseSchema, ...errors },
  }),
});
