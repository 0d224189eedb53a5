import { DOWNLOAD_FORMATS, downloadFormatSchema } from './common';

/** Formats of GET /v1/users/export. */
export const USER_EXPORT_FORMATS = DOWNLOAD_FORMATS;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];
export const userExportFormatSchema = downloadFormatSchema;

/** The content type of each format's file, as GET /v1/users/export sends it. */
export const USER_EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<UserExportFormat, string>;
