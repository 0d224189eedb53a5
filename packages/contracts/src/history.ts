import { z } from 'zod';
import {
  dataEnvelope,
  fieldChangeSchemaOf,
  idParam,
  idParamsSchema,
  labelledCodes,
} from './common';

/**
 * Records whose history is shown from their row: the path segment of
 * GET /v1/audit/history/:entity/:id, with the record's name in the history dialog's title.
 */
export const [HISTORY_ENTITIES, HISTORY_ENTITY_LABELS] = labelledCodes({
  user: 'usuario',
  centre: 'centro',
  course: 'curso',
  key: 'clave',
  type: 'tipo',
  question: 'pregunta',
  option: 'respuesta',
  content: 'contenido',
  feedback: 'feedback',
  resource: 'recurso',
  toolkit: 'toolkit',
  document: 'documento',
  period: 'periodo',
  'plan-action': 'acción del plan de mejora',
  'plan-suggestion': 'sugerencia del plan de mejora',
});
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** Records an audit line can be reverted (update) or restored (deletion) on. */
export const REVERTIBLE_ENTITIES = ['user', 'centre', 'course'] as const;
export const RESTORABLE_ENTITIES = ['user'] as const;

/** What an audit line did to its record. */
export const [CHANGE_KINDS, CHANGE_KIND_LABELS] = labelledCodes({
  create: 'Alta',
  update: 'Modificación',
  delete: 'Borrado',
  revert: 'Reversión',
  restore: 'Restauración',
  action: 'Acción',
});
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What an administrator may do with an audit line from the audit screen. */
export const UNDO_ACTIONS = ['revert', 'restore'] as const;
export type UndoAction = (typeof UNDO_ACTIONS)[number];

/** One field that a change set, with its value before and after (null: absent). */
export const fieldChangeSchema = fieldChangeSchemaOf(z.unknown());
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * A changed field as a person reads it: the field's label and both values as the
 * screens show them ("Municipio: Madrid", not `municipios_id_municipio 28079`).
 */
export const shownChangeSchema = fieldChangeSchema.extend({
  label: z.string(),
  before_text: z.string(),
  after_text: z.string(),
});
export type ShownChange = z.infer<typeof shownChangeSchema>;

/** The labels of the recorded fields, as the forms name them; unknown fields keep their name. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  email: 'Correo electrónico',
  telefono: 'Teléfono',
  dni: 'DNI/NIE',
  perfil: 'Perfil',
  language_id: 'Idioma',
  cargos_id: 'Cargo',
  activo: 'Activo',
  centros_id: 'Centro',
  ambito: 'Ámbito',
  solo_lectura: 'Solo consulta',
  direccion: 'Dirección',
  kind: 'Tipo de centro',
  ownership: 'Titularidad',
  comunidades_id: 'Comunidad autónoma',
  provincias_id_provincia: 'Provincia',
  municipios_id_municipio: 'Municipio',
  cp: 'Código postal',
  codigo: 'Código',
  groupby: 'Grupo',
  nivel_socioeconomico: 'Nivel socioeconómico',
  home: 'Centro de referencia',
  curso: 'Curso',
  periodo: 'Periodo',
  periodo_activo: 'Periodo activo',
  reabiertas: 'Evaluaciones que vuelven a estar en proceso',
  // The catalogue's and the contents' fields, as their editors label them (docs/glossary.md).
  orden: 'Orden',
  titulo: 'Título',
  titulo_ca: 'Título (catalán)',
  descripcion: 'Descripción',
  descripcion_ca: 'Descripción (catalán)',
  colores_id: 'Color',
  claves_id: 'Clave',
  num: 'Número',
  tipos_id: 'Tipo',
  preguntas_id: 'Pregunta',
  respuesta: 'Respuesta',
  respuesta_ca: 'Respuesta (catalán)',
  valor: 'Puntuación',
  retired_at: 'Retirada el',
  nombre_ca: 'Nombre (catalán)',
  texto: 'Texto',
  minimo: 'Mínimo',
  maximo: 'Máximo',
  url: 'URL',
  payload: 'Contenido',
  perspectivas_id: 'Perspectiva',
  tipos_material_id: 'Tipo de material',
  center_logo: 'Logo del centro',
  document_file_id: 'Documento',
  document_path: 'Documento',
  file_id: 'Fichero',
};

/** The first fields of an audit line as the audit screen and a record's history show it. */
export const auditLineFields = {
  id: z.number().int(),
  /** The line as a sentence: "Pilar Sanz modificó el centro «IES Goya»". */
  summary: z.string(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  /** Name and surname of the administrator; null when that user was deleted since. */
  usuario: z.string().nullable(),
  email: z.string().nullable(),
  /** The method and the route pattern (`PUT /v3/clave/:id`). */
  action: z.string(),
};

/** The last fields of an audit line as shown: how it stands with reverts. */
export const auditLineUndoFields = {
  /** For a revert or restore: the audit line it undid. */
  reverts_id: z.number().int().nullable(),
  /** The later audit line that reverted this one, if any. */
  reverted_by: z.number().int().nullable(),
  /** What the audit screen offers: revert an edit, restore a deleted record, or nothing. */
  undo: z.enum(UNDO_ACTIONS).nullable(),
};

/** One audit line of a record's history, with its field-by-field diff. */
export const historyEntrySchema = z.object({
  ...auditLineFields,
  kind: z.enum(CHANGE_KINDS),
  changes: z.array(shownChangeSchema),
  ...auditLineUndoFields,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyParamsSchema = z.strictObject({
  entity: z.enum(HISTORY_ENTITIES, { error: 'Tipo de registro desconocido.' }),
  id: idParam,
});

/** GET /v1/audit/history/:entity/:id: newest first. */
export const historyResponseSchema = dataEnvelope(z.array(historyEntrySchema));
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const revertParamsSchema = idParamsSchema;

/** POST /v1/audit/:id/revert: the audit line the revert wrote. */
export const revertResponseSchema = dataEnvelope(
  z.object({
    id: z.number().int(),
    entity: z.enum(HISTORY_ENTITIES),
    entity_id: z.number().int(),
    kind: z.enum(['revert', 'restore']),
  }),
);
export type RevertResult = z.infer<typeof revertResponseSchema>['data'];

export const HISTORY_LABELS = {
  action: 'Historial',
  title: 'Historial',
  empty: 'No hay cambios registrados de este registro.',
  field: 'Campo',
  before: 'Antes',
  after: 'Después',
  noFieldChanges: 'Sin cambios de campos que mostrar.',
  revertedBy: 'Revertido por el cambio',
  revertOf: 'Revierte el cambio',
  close: 'Cerrar',
  revert: 'Revertir',
  restore: 'Restaurar',
  revertTitle: 'Revertir el cambio',
  restoreTitle: 'Restaurar el registro borrado',
  revertQuestion:
    '¿Revertir este cambio? Los campos volverán a los valores que tenían antes de él.',
  restoreQuestion:
    '¿Restaurar el registro borrado? Volverá a existir con los datos que tenía al borrarlo.',
  reverted: 'Cambio revertido.',
  restored: 'Registro restaurado.',
  empty_value: '(vacío)',
  hidden: '[oculto]',
} as const;

export const HISTORY_MESSAGES = {
  lineNotFound: 'La línea de auditoría indicada no existe.',
  /** A scoped administrator named a line about a record outside their communities. */
  outOfScope: 'Esa línea del registro trata de un registro fuera de su ámbito.',
  notRevertible:
    'Este cambio no se puede revertir: solo se revierten modificaciones de usuarios, centros y cursos, cambios del periodo activo, y se restauran usuarios borrados.',
  passwordReset: 'Un restablecimiento de contraseña no se puede revertir.',
  alreadyReverted: 'Este cambio ya fue revertido.',
  changedSince:
    'No se puede revertir: el registro ha cambiado después de este cambio. Revierta antes los cambios posteriores, del más reciente al más antiguo.',
  recordGone: 'No se puede revertir: el registro ya no existe.',
  erasedPerson:
    'No se puede revertir: los datos personales de esta persona se suprimieron y no vuelven.',
  alreadyExists: 'No se puede restaurar: el registro ya existe (quizá ya fue restaurado).',
  emailTaken: 'No se puede revertir: otro usuario usa ahora ese correo electrónico.',
  codeTaken: 'No se puede revertir: otro centro usa ahora ese código.',
  courseNameTaken: 'No se puede revertir: otro curso tiene ahora ese nombre.',
  referenceGone:
    'No se puede revertir: ya no existe un registro al que hacía referencia (perfil, centro, cargo o idioma).',
  placeGone:
    'No se puede revertir: la comunidad, provincia o municipio que tenía el centro ya no existe o ya no concuerda.',
  periodGone: 'No se puede revertir: el periodo que estaba activo ya no existe.',
  lastAdministrator:
    'No se puede revertir: debe quedar al menos un administrador activo y no puede quitarse el perfil a sí mismo.',
} as const;
