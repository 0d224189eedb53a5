/**
 * The fields of a person that an audit line's before/after may hold (a user row, a mass-upload
 * row, a registration's body): what the retention purge strips from old lines (lib/retention.ts)
 * and what an erasure reads the person's earlier values from and blanks
 * (modules/users/personal-values.ts). One list, so both mean the same fields.
 */
export const PERSONAL_FIELDS = ['nombre', 'apellidos', 'email', 'telefono', 'dni'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
