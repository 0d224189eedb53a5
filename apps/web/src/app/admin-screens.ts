import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ACCOUNT_SEGMENT } from '../features/auth/account-path';

/** One screen of the administration area: its path under /admin, label and lazy page. */
export interface AdminScreen {
  segment: string;
  label: string;
  /** Downloads the page's chunk; the same promise serves `Page`, so calling it early is free. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
  /** Listed in the sidebar; "Mi cuenta" is reached from the top bar's user menu instead. */
  sidebar: boolean;
}

/** A screen whose lazy page and early loader share one import. */
function screen(
  segment: string,
  label: string,
  load: () => Promise<{ default: ComponentType }>,
  sidebar = true,
): AdminScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return { segment, label, load: once, Page: lazy(once), sidebar };
}

/**
 * The administration screens in sidebar order. Each page is its own chunk, loaded when first
 * visited, so the login route carries none of them.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  screen('dashboard', 'Dashboard', () => import('../features/dashboard/pages/dashboard-page')),
  screen('datos', 'Seguimiento centros', () => import('./pages/centre-follow-up-page')),
  screen('usermngmt', 'Gestión de usuarios', () => import('../features/users/pages/users-page')),
  screen(
    'email-tracker',
    'Correos enviados',
    () => import('../features/emails/pages/sent-emails-page'),
  ),
  screen('campanas', 'Campañas', () => import('../features/campaigns/pages/campaigns-page')),
  screen(
    'plantillas-correo',
    'Plantillas de correo',
    () => import('../features/campaigns/pages/mail-templates-page'),
  ),
  screen('centros', 'BBDD Centros', () => import('../features/centres/pages/centres-page')),
  screen(
    'download-results',
    'Descarga de resultados',
    () => import('../features/reports/pages/download-results-page'),
  ),
  screen('periodos', 'Periodos', () => import('../features/periods/pages/periods-page')),
  screen('claves', 'Claves', () => import('../features/catalogue/pages/keys-page')),
  screen('contenidos', 'Contenidos', () => import('../features/content/pages/contents-page')),
  screen('feedback', 'Feedback', () => import('../features/content/pages/feedback-page')),
  screen(
    'sugerencias-plan',
    'Sugerencias del plan de mejora',
    () => import('../features/content/pages/plan-suggestions-page'),
  ),
  screen(
    'preguntas-consultas',
    'Preguntas de las consultas',
    () => import('../features/content/pages/consultation-questions-page'),
  ),
  screen('recursos', 'Recursos', () => import('../features/content/pages/resources-page')),
  screen('toolkits', 'Toolkits', () => import('../features/content/pages/toolkits-page')),
  screen('documentos', 'Documentos', () => import('../features/content/pages/documents-page')),
  screen('auditoria', 'Auditoría', () => import('../features/audit/pages/audit-page')),
  screen(ACCOUNT_SEGMENT, 'Mi cuenta', () => import('../features/auth/pages/account-page'), false),
];

/** The screens of the sidebar, in its order. */
export const SIDEBAR_SCREENS = ADMIN_SCREENS.filter((screen) => screen.sidebar);
