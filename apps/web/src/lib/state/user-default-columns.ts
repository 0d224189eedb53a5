/**
 * The fields shown on a first visit: who the user is, their profile, whether they
 * are active and their centre, with the row's actions, fit 1,366 px without scrolling sideways.
 * The rest are offered by the columns menu; what the administrator shows or hides is remembered.
 */
export const USER_DEFAULT_HIDDEN_COLUMNS = [
  'id',
  'telefono',
  'dni',
  'cargos_id',
  'language_id',
  'codigo',
  'ccaa',
  'provincia',
  'municipio',
  'groupby',
  'titularidad',
  'cepa_fp',
  'cp',
  'created_at',
];
