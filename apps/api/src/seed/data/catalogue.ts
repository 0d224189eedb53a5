import type { ClaveSeed, TipoCodigo } from './questionnaire/types';
import { GUIDANCE_PROGRAMME_KEY } from './questionnaire/key-01-guidance-programme';
import { STUDIES_AND_LABOUR_MARKET_KEY } from './questionnaire/key-02-studies-and-labour-market';
import { STUDENT_NEEDS_KEY } from './questionnaire/key-03-student-needs';
import { CURRICULUM_AND_CAREERS_KEY } from './questionnaire/key-04-curriculum-and-careers';
import { FAMILIES_KEY } from './questionnaire/key-05-families';
import { EMPLOYER_ENCOUNTERS_KEY } from './questionnaire/key-06-employer-encounters';
import { WORKPLACE_EXPERIENCES_KEY } from './questionnaire/key-07-workplace-experiences';
import { FURTHER_EDUCATION_KEY } from './questionnaire/key-08-further-education';
import { PERSONAL_GUIDANCE_KEY } from './questionnaire/key-09-personal-guidance';
import { COMMUNITY_NETWORK_KEY } from './questionnaire/key-10-community-network';

/**
 * Reference content of the programme: profiles, languages, positions, courses, colours, question
 * types and the questionnaire of career guidance (ten keys, five questions each) in Spanish and
 * Catalan.
 * This is the programme's own content, written by hand; ids are stable and used by the seed.
 */

export const PROGRAMME_NAME = 'Programa de Autoevaluación de Centros Educativos';
export const PROGRAMME_NAME_CA = "Programa d'Autoavaluació de Centres Educatius";

export interface ProfileSeed {
  id: number;
  nombre: string;
}

export type LanguageId = 'ES' | 'CA';

export interface LanguageSeed {
  id: LanguageId;
  name: string;
}

export interface CargoSeed {
  id: number;
  nombre: string;
}

export interface CursoSeed {
  id: number;
  curso: string;
}

export interface ColorSeed {
  id: number;
  nombre: string;
  /** Background colour, #rrggbb. */
  hex: string;
  /** Text colour that reaches WCAG AA contrast (≥ 4.5:1) on `hex`. */
  texto: '#fff' | '#000';
}

export type {
  ClaveSeed,
  PreguntaSeed,
  RespuestaSeed,
  TipoCodigo,
} from './questionnaire/types';

export interface TipoSeed {
  id: number;
  codigo: TipoCodigo;
  nombre: string;
}

export const PROFILES: readonly ProfileSeed[] = [
  { id: 0, nombre: 'Administrador' },
  { id: 1, nombre: 'Coordinador/a de centro' },
  { id: 2, nombre: 'Equipo docente' },
];

export const LANGUAGES: readonly LanguageSeed[] = [
  { id: 'ES', name: 'Español' },
  { id: 'CA', name: 'Català' },
];

export const CARGOS: readonly CargoSeed[] = [
  { id: 1, nombre: 'Director/a' },
  { id: 2, nombre: 'Jefe/a de estudios' },
  { id: 3, nombre: 'Secretario/a' },
  { id: 4, nombre: 'Coordinador/a TIC' },
  { id: 5, nombre: 'Orientador/a' },
  { id: 6, nombre: 'Tutor/a' },
  { id: 7, nombre: 'Profesor/a' },
  { id: 8, nombre: 'Coordinador/a de convivencia' },
  { id: 9, nombre: 'Coordinador/a de bienestar y protección' },
  { id: 10, nombre: 'Jefe/a de departamento' },
];

export const CURSOS: readonly CursoSeed[] = [
  { id: 1, curso: 'Educación Infantil – 3 años' },
  { id: 2, curso: 'Educación Infantil – 4 años' },
  { id: 3, curso: 'Educación Infantil – 5 años' },
  { id: 4, curso: '1.º Educación Primaria' },
  { id: 5, curso: '2.º Educación Primaria' },
  { id: 6, curso: '3.º Educación Primaria' },
  { id: 7, curso: '4.º Educación Primaria' },
  { id: 8, curso: '5.º Educación Primaria' },
  { id: 9, curso: '6.º Educación Primaria' },
  { id: 10, curso: '1.º ESO' },
  { id: 11, curso: '2.º ESO' },
  { id: 12, curso: '3.º ESO' },
  { id: 13, curso: '4.º ESO' },
  { id: 14, curso: '1.º Bachillerato' },
  { id: 15, curso: '2.º Bachillerato' },
  { id: 16, curso: 'FP Grado Básico' },
  { id: 17, curso: 'FP Grado Medio' },
  { id: 18, curso: 'FP Grado Superior' },
  { id: 19, curso: 'Educación Especial – Educación Básica Obligatoria' },
  { id: 20, curso: 'Educación de personas adultas – Nivel I' },
  { id: 21, curso: 'Educación de personas adultas – Nivel II' },
];

export const COLORES: readonly ColorSeed[] = [
  { id: 1, nombre: 'Azul', hex: '#1f5fa8', texto: '#fff' },
  { id: 2, nombre: 'Verde', hex: '#2e7d32', texto: '#fff' },
  { id: 3, nombre: 'Rojo', hex: '#c62828', texto: '#fff' },
  { id: 4, nombre: 'Morado', hex: '#6a1b9a', texto: '#fff' },
  { id: 5, nombre: 'Verde azulado', hex: '#00796b', texto: '#fff' },
  { id: 6, nombre: 'Frambuesa', hex: '#ad1457', texto: '#fff' },
  { id: 7, nombre: 'Marrón', hex: '#6d4c41', texto: '#fff' },
  { id: 8, nombre: 'Gris azulado', hex: '#546e7a', texto: '#fff' },
  { id: 9, nombre: 'Azul marino', hex: '#1a237e', texto: '#fff' },
  { id: 10, nombre: 'Naranja', hex: '#ef6c00', texto: '#000' },
  { id: 11, nombre: 'Amarillo', hex: '#fdd835', texto: '#000' },
  { id: 12, nombre: 'Verde lima', hex: '#9ccc65', texto: '#000' },
];

export const TIPOS: readonly TipoSeed[] = [
  { id: 1, codigo: 'UNICA', nombre: 'Respuesta única' },
  { id: 2, codigo: 'MULTIPLE', nombre: 'Respuesta múltiple' },
  { id: 3, codigo: 'ESCALA', nombre: 'Escala' },
];

/** The questionnaire: ten keys, five questions each, one file per key (questionnaire/). */
export const CLAVES: readonly ClaveSeed[] = [
  GUIDANCE_PROGRAMME_KEY,
  STUDIES_AND_LABOUR_MARKET_KEY,
  STUDENT_NEEDS_KEY,
  CURRICULUM_AND_CAREERS_KEY,
  FAMILIES_KEY,
  EMPLOYER_ENCOUNTERS_KEY,
  WORKPLACE_EXPERIENCES_KEY,
  FURTHER_EDUCATION_KEY,
  PERSONAL_GUIDANCE_KEY,
  COMMUNITY_NETWORK_KEY,
];
