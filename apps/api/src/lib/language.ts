import { CATALOGUE_MESSAGES, parseLanguageHeader } from '@eval/contracts/catalogue';
import type { LanguageCode } from '@eval/contracts/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The language of the request (`language` header, default ES); an unknown one is a 400. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const language = parseLanguageHeader(request.headers.language);
  if (!language) throw new AppError('BAD_REQUEST', CATALOGUE_MESSAGES.invalidLanguage);
  return language;
}

/** The Catalan text when the request is in Catalan and a translation exists, else Spanish. */
export function localized(language: LanguageCode, es: string, ca: string): string {
  return language === 'CA' && ca.trim() !== '' ? ca : es;
}
