import { z } from 'zod';
import { dataEnvelope } from './common';

/** Language (spec §3): id is the code sent in the `language` header, e.g. `ES`. */
export const languageSchema = z.object({ id: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

/** GET /v5/languages response. */
export const languagesResponseSchema = dataEnvelope(z.array(languageSchema));
