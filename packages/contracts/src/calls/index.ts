import type { Call } from '../call';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { catalogueListCalls } from './catalogue-lists';
import { courseCalls } from './courses';
import { geographyCalls } from './geography';
import { languageCalls } from './languages';
import { passwordCalls } from './passwords';
import { periodCalls } from './periods';
import { profileCargoCalls } from './profiles-cargos';
import { savedViewCalls } from './saved-views';
import { secondFactorCalls } from './second-factor';
import { userCalls } from './users';

/**
 * Every declared call, by domain: what the API registers and the clients call. A domain's
 * calls are added here when declared (calls.test.ts checks this list against the API's routes).
 */
export const callsByDomain: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  audit: auditCalls,
  auth: authCalls,
  catalogueLists: catalogueListCalls,
  courses: courseCalls,
  geography: geographyCalls,
  languages: languageCalls,
  passwords: passwordCalls,
  periods: periodCalls,
  profilesCargos: profileCargoCalls,
  savedViews: savedViewCalls,
  secondFactor: secondFactorCalls,
  users: userCalls,
};

/** The declared calls, one list. */
export const allCalls: readonly Call[] = Object.values(callsByDomain).flatMap((calls) =>
  Object.values(calls),
);
