import type { Call } from '../call';
import { auditCalls } from './audit';
import { authCalls } from './auth';
import { campaignCalls } from './campaigns';
import { catalogueCalls } from './catalogue';
import { catalogueListCalls } from './catalogue-lists';
import { centreAppCalls } from './centre-app';
import { centreCalls } from './centres';
import {
  consultationAdminCalls,
  consultationCentreCalls,
  consultationPublicCalls,
  consultationQuestionCalls,
} from './consultations';
import { contentCalls } from './content';
import { courseCalls } from './courses';
import { dashboardCalls } from './dashboard';
import { geographyCalls } from './geography';
import { languageCalls } from './languages';
import { mailTemplateCalls } from './mail-templates';
import { ownAccountCalls } from './own-account';
import { passwordCalls } from './passwords';
import { periodCalls } from './periods';
import { planCalls, planSuggestionCalls } from './plans';
import { profileCargoCalls } from './profiles-cargos';
import { quizCalls } from './quizzes';
import { reportCalls } from './reports';
import { savedViewCalls } from './saved-views';
import { secondFactorCalls } from './second-factor';
import { sentEmailCalls } from './sent-emails';
import { userCalls } from './users';

/**
 * Every declared call, by domain: what the API registers and the clients call. A domain's
 * calls are added here when declared (calls.test.ts checks this list against the API's routes).
 */
export const callsByDomain: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  audit: auditCalls,
  auth: authCalls,
  campaigns: campaignCalls,
  catalogue: catalogueCalls,
  catalogueLists: catalogueListCalls,
  centreApp: centreAppCalls,
  centres: centreCalls,
  consultationAdmin: consultationAdminCalls,
  consultationCentre: consultationCentreCalls,
  consultationPublic: consultationPublicCalls,
  consultationQuestions: consultationQuestionCalls,
  content: contentCalls,
  courses: courseCalls,
  dashboard: dashboardCalls,
  geography: geographyCalls,
  languages: languageCalls,
  mailTemplates: mailTemplateCalls,
  ownAccount: ownAccountCalls,
  passwords: passwordCalls,
  periods: periodCalls,
  plans: planCalls,
  planSuggestions: planSuggestionCalls,
  profilesCargos: profileCargoCalls,
  quizzes: quizCalls,
  reports: reportCalls,
  savedViews: savedViewCalls,
  secondFactor: secondFactorCalls,
  sentEmails: sentEmailCalls,
  users: userCalls,
};

/** The declared calls, one list. */
export const allCalls: readonly Call[] = Object.values(callsByDomain).flatMap((calls) =>
  Object.values(calls),
);
