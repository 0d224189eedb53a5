/** Numbers as Spanish readers write them: 12.345 (a four-digit number is not grouped). */
const NUMBER = new Intl.NumberFormat('es-ES');

/** A count formatted with `es-ES` grouping: "12.345", "1234". */
export const formatCount = (n: number): string => NUMBER.format(n);

/**
 * A count with its noun agreeing (docs/glossary.md): "1 comunidad", "2 comunidades",
 * "12.345 centros". `many` is the plural, given whole because Spanish plurals are irregular.
 */
export const countText = (n: number, one: string, many: string): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
