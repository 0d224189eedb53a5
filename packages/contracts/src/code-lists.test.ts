import { describe, expect, it } from 'vitest';
import { AUDIT_METHOD_LABELS, AUDIT_METHODS } from './audit';
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
} from './campaigns';
import { CENTRE_IMPORT_OUTCOME_LABELS, CENTRE_IMPORT_OUTCOMES } from './centre-import';
import {
  CENTRE_KIND_LABELS,
  CENTRE_KINDS,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  REPORT_OWNERSHIPS,
  SOCIOECONOMIC_LEVEL_LABELS,
  SOCIOECONOMIC_LEVELS,
} from './centre-enums';
import { EMAIL_STATUS_FILTERS, EMAIL_STATUS_LABELS } from './emails';
import {
  EVALUATION_STATUS_LABELS,
  EVALUATION_STATUSES,
  KEY_ANSWER_STATUS_LABELS,
  KEY_ANSWER_STATUSES,
} from './evaluation-enums';
import {
  CHANGE_KIND_LABELS,
  CHANGE_KINDS,
  HISTORY_ENTITIES,
  HISTORY_ENTITY_LABELS,
} from './history';
import { TEMPLATE_KIND_LABELS, TEMPLATE_KINDS } from './mail-templates';
import { ROW_OUTCOME_LABELS, ROW_OUTCOMES } from './row-outcomes';

type Pinned = [readonly string[], Readonly<Record<string, string>>, [string, string][]];

/**
 * Every labelled code list, its codes in the order selects, filters and grids offer them, each
 * with its Spanish label. The order is behaviour: a list built from its labels must keep it.
 */
const LISTS: Record<string, Pinned> = {
  'audit methods': [
    AUDIT_METHODS,
    AUDIT_METHOD_LABELS,
    [
      ['POST', 'Alta o acción'],
      ['PUT', 'Modificación'],
      ['PATCH', 'Modificación'],
      ['DELETE', 'Borrado'],
    ],
  ],
  'campaign audiences': [
    CAMPAIGN_AUDIENCES,
    CAMPAIGN_AUDIENCE_LABELS,
    [
      ['coordinators', 'Coordinadores de cada centro'],
      ['users', 'Todos los usuarios activos de cada centro'],
    ],
  ],
  'campaign statuses': [
    CAMPAIGN_STATUSES,
    CAMPAIGN_STATUS_LABELS,
    [
      ['scheduled', 'Programada'],
      ['done', 'Enviada'],
      ['cancelled', 'Cancelada'],
    ],
  ],
  'centre kinds': [
    CENTRE_KINDS,
    CENTRE_KIND_LABELS,
    [
      ['', 'Ninguno'],
      ['CEPA', 'CEPA'],
      ['FP', 'FP'],
    ],
  ],
  'report ownerships': [
    REPORT_OWNERSHIPS,
    OWNERSHIP_LABELS,
    [
      ['PUBLIC', 'Público'],
      ['CONCERTED', 'Concertado'],
      ['PRIVATE', 'Privado'],
      ['WITHOUT_OWNERSHIP', 'Sin titularidad'],
    ],
  ],
  'socio-economic levels': [
    SOCIOECONOMIC_LEVELS,
    SOCIOECONOMIC_LEVEL_LABELS,
    [
      ['BAJO', 'Bajo'],
      ['MEDIO_BAJO', 'Medio-bajo'],
      ['MEDIO', 'Medio'],
      ['MEDIO_ALTO', 'Medio-alto'],
      ['ALTO', 'Alto'],
    ],
  ],
  'e-mail status filters': [
    EMAIL_STATUS_FILTERS,
    EMAIL_STATUS_LABELS,
    [
      ['all', 'Todos'],
      ['sent', 'Enviado'],
      ['notSent', 'No enviado'],
    ],
  ],
  'evaluation statuses': [
    EVALUATION_STATUSES,
    EVALUATION_STATUS_LABELS,
    [
      ['NOT_STARTED', 'Sin comenzar'],
      ['IN_PROGRESS', 'En proceso'],
      ['NOT_FINISHED', 'No terminada'],
      ['FINISHED', 'Completada'],
    ],
  ],
  'key answer statuses': [
    KEY_ANSWER_STATUSES,
    KEY_ANSWER_STATUS_LABELS,
    [
      ['INCOMPLETE', 'Sin responder'],
      ['COMPLETE', 'Respondida'],
      ['NOT_APPLICABLE', 'NO PROCEDE'],
    ],
  ],
  'change kinds': [
    CHANGE_KINDS,
    CHANGE_KIND_LABELS,
    [
      ['create', 'Alta'],
      ['update', 'Modificación'],
      ['delete', 'Borrado'],
      ['revert', 'Reversión'],
      ['restore', 'Restauración'],
      ['action', 'Acción'],
    ],
  ],
  'history entities': [
    HISTORY_ENTITIES,
    HISTORY_ENTITY_LABELS,
    [
      ['user', 'usuario'],
      ['centre', 'centro'],
      ['course', 'curso'],
      ['key', 'clave'],
      ['type', 'tipo'],
      ['question', 'pregunta'],
      ['option', 'respuesta'],
      ['content', 'contenido'],
      ['feedback', 'feedback'],
      ['resource', 'recurso'],
      ['toolkit', 'toolkit'],
      ['document', 'documento'],
      ['period', 'periodo'],
      ['plan-action', 'acción del plan de mejora'],
      ['plan-suggestion', 'sugerencia del plan de mejora'],
    ],
  ],
  'template kinds': [
    TEMPLATE_KINDS,
    TEMPLATE_KIND_LABELS,
    [
      ['welcome', 'Bienvenida (establecer contraseña)'],
      ['reset', 'Restablecer contraseña'],
      ['reminder', 'Recordatorio'],
    ],
  ],
  'row outcomes': [
    ROW_OUTCOMES,
    ROW_OUTCOME_LABELS,
    [
      ['new', 'Nuevo'],
      ['changed', 'Con cambios'],
      ['unchanged', 'Sin cambios'],
      ['error', 'Error'],
    ],
  ],
  'centre import outcomes': [
    CENTRE_IMPORT_OUTCOMES,
    CENTRE_IMPORT_OUTCOME_LABELS,
    [
      ['new', 'Nuevo'],
      ['changed', 'Con cambios'],
      ['unchanged', 'Sin cambios'],
      ['error', 'Error'],
    ],
  ],
};

describe('labelled code lists', () => {
  it.each(Object.entries(LISTS))('%s keep their order and Spanish labels', (_, list) => {
    const [codes, labels, expected] = list;
    expect(codes.map((code) => [code, labels[code]])).toEqual(expected);
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
  });

  it('offer ownerships without the reports’ "none"', () => {
    expect(OWNERSHIPS).toEqual(['PUBLIC', 'CONCERTED', 'PRIVATE']);
  });
});
