import type { es } from './es';

/** The shape of a catalogue: the Spanish one's keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalogue = Shape<typeof es>;
