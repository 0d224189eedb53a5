import { describe, expect, it } from 'vitest';
import { CENTRE_APP_PATHS } from '@eval/contracts/centre-app-constants';
import { consultationCentreCalls } from '@eval/contracts/calls/consultations';
import {
  CONSULTATION_GROUPS,
  CONSULTATION_MESSAGES,
  MIN_CONSULTATION_RESPONSES,
} from '@eval/contracts/consultations';
import { es } from '../i18n/es';
import { consultationErrorKey } from './consultation-messages';
import { CONSULTATION_GROUP_ORDER, consultationRoutes, MIN_RESPONSES } from './consultations';
import { CONSULTATIONS_PATH } from './paths';

describe("the app's copies of the consultations' contracts", () => {
  it('are the contracts’ own', () => {
    for (const [name, route] of Object.entries(consultationRoutes)) {
      const call = consultationCentreCalls[name as keyof typeof consultationCentreCalls];
      expect([name, route.method, route.path]).toEqual([name, call.method, call.path]);
    }
    expect(CONSULTATION_GROUP_ORDER).toEqual(CONSULTATION_GROUPS);
    expect(MIN_RESPONSES).toBe(MIN_CONSULTATION_RESPONSES);
    // The screen's path sits among the app's, under its base, and is none of them.
    expect(CONSULTATIONS_PATH).toBe('/centro/consultas');
    expect(Object.values(CENTRE_APP_PATHS)).not.toContain(CONSULTATIONS_PATH);
  });

  it('recognise the server’s messages, to show them in the app’s language', () => {
    for (const [key, text] of Object.entries(es.consultations.errors))
      expect([key, text]).toEqual([
        key,
        CONSULTATION_MESSAGES[key as keyof typeof CONSULTATION_MESSAGES],
      ]);
    expect(consultationErrorKey(CONSULTATION_MESSAGES.groupTaken)).toBe('groupTaken');
    expect(consultationErrorKey('Otro mensaje.')).toBeNull();
    expect(consultationErrorKey(null)).toBeNull();
  });
});
