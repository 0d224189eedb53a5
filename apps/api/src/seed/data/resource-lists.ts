/** Read-only lists that classify learning resources (spec §3: perspectivas, tipos de material). */
export const PERSPECTIVAS = [
  { id: 1, nombre: 'Alumnado', nombre_ca: 'Alumnat' },
  { id: 2, nombre: 'Profesorado', nombre_ca: 'Professorat' },
  { id: 3, nombre: 'Familias', nombre_ca: 'Famílies' },
  { id: 4, nombre: 'Equipo directivo', nombre_ca: 'Equip directiu' },
  { id: 5, nombre: 'Comunidad y entorno', nombre_ca: 'Comunitat i entorn' },
] as const;

export const TIPOS_MATERIAL = [
  { id: 1, nombre: 'Guía', nombre_ca: 'Guia' },
  { id: 2, nombre: 'Vídeo', nombre_ca: 'Vídeo' },
  { id: 3, nombre: 'Plantilla', nombre_ca: 'Plantilla' },
  { id: 4, nombre: 'Artículo', nombre_ca: 'Article' },
  { id: 5, nombre: 'Curso en línea', nombre_ca: 'Curs en línia' },
  { id: 6, nombre: 'Experiencia de centro', nombre_ca: 'Experiència de centre' },
] as const;
