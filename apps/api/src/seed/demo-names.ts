/** Name parts for demo centres and people: realistic, and obviously not real persons' data. */
export const FIRST_NAMES = [
  'Lucía',
  'Hugo',
  'María',
  'Martín',
  'Paula',
  'Daniel',
  'Carmen',
  'Pablo',
  'Laura',
  'Alejandro',
  'Marta',
  'Javier',
  'Elena',
  'Sergio',
  'Ana',
  'David',
  'Nuria',
  'Jordi',
  'Montserrat',
  'Iker',
  'Ainhoa',
  'Xabier',
  'Uxía',
  'Brais',
  'Rocío',
  'Manuel',
  'Pilar',
  'Antonio',
  'Cristina',
  'Raúl',
] as const;

export const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Álvarez',
  'Muñoz',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Puig',
  'Etxeberria',
  'Castro',
  'Ortega',
  'Rubio',
] as const;

/** Patrons centres are commonly named after. */
export const PATRONS = [
  'Miguel de Cervantes',
  'Antonio Machado',
  'Federico García Lorca',
  'Rosalía de Castro',
  'Clara Campoamor',
  'Emilia Pardo Bazán',
  'Gloria Fuertes',
  'Severo Ochoa',
  'Ramón y Cajal',
  'Concepción Arenal',
  'María Moliner',
  'Miguel Hernández',
  'Juan Ramón Jiménez',
  'Rosa Chacel',
  'Benito Pérez Galdós',
  'Carmen Martín Gaite',
  'Margarita Salas',
  'Mercè Rodoreda',
  'Gabriela Mistral',
  'Francisco de Goya',
  'Luis Vives',
  'Isaac Albéniz',
  'Jovellanos',
  'Menéndez Pidal',
  'Ana María Matute',
  'Vicente Aleixandre',
  'Dolores Ibárruri',
  'Manuel de Falla',
  'Santa Teresa',
  'San José',
] as const;

export const STREETS = [
  'Calle Mayor',
  'Avenida de la Constitución',
  'Calle del Sol',
  'Plaza de España',
  'Calle de la Paz',
  'Avenida de Andalucía',
  'Calle Real',
  'Paseo de la Estación',
  'Calle San Roque',
  'Camino del Instituto',
] as const;

/** Programme groups (cohorts) a centre joins; the dashboard and follow-up filter by them. */
export const GROUPS = ['Grupo A', 'Grupo B', 'Grupo C', 'Grupo D'] as const;

/** Rough share of non-university centres per community (INE code → weight). */
export const COMMUNITY_WEIGHTS: ReadonlyMap<number, number> = new Map([
  [1, 18],
  [2, 3],
  [3, 2],
  [4, 2.5],
  [5, 4.5],
  [6, 1.2],
  [7, 5],
  [8, 4.5],
  [9, 15],
  [10, 10.5],
  [11, 2.5],
  [12, 5],
  [13, 14],
  [14, 3.2],
  [15, 1.3],
  [16, 4.5],
  [17, 0.7],
  [18, 0.3],
  [19, 0.3],
]);

/** ASCII form of a name for demo e-mail addresses. */
export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
