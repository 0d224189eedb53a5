import { z } from 'zod';

/** Formats of GET /v1/users/export (issue 19). */
export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];
export const userExportFormatSchema = z.enum(USER_EXPORT_FORMATS).default('csv');
