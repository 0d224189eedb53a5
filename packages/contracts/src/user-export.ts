import { DOWNLOAD_FORMATS, downloadFormatSchema } from './common';

/** Formats of GET /v1/users/export (issue 19). */
export const USER_EXPORT_FORMATS = DOWNLOAD_FORMATS;
export type UserExportFormat = (typeof USER_EXPORT_FORMATS)[number];
export const userExportFormatSchema = downloadFormatSchema;
