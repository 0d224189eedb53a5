/** The shape of the questionnaire as the seed writes it (keys, questions, scored options). */

export type TipoCodigo = 'UNICA' | 'MULTIPLE' | 'ESCALA';

export interface RespuestaSeed {
  respuesta: string;
  respuesta_ca: string;
  /** Score of the option, integer ≥ 0. */
  valor: number;
}

export interface PreguntaSeed {
  /** Number of the question within its key, 1..5. */
  num: number;
  tipo: TipoCodigo;
  titulo: string;
  titulo_ca: string;
  respuestas: readonly RespuestaSeed[];
}

export interface ClaveSeed {
  /** Order of the key, 1..10. */
  orden: number;
  titulo: string;
  titulo_ca: string;
  descripcion: string;
  descripcion_ca: string;
  /** Id of a colour in COLORES. */
  colorId: number;
  preguntas: readonly PreguntaSeed[];
}
