import { z } from 'zod';
import { dataEnvelope } from './common';
import { USER_MESSAGES } from './user-messages';

/** Profile (spec §3). */
export const profileSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Profile = z.infer<typeof profileSchema>;
/** A profile name needs at least 2 letters (spec §5). */
const profileName = z
  .string()
  .trim()
  .max(100)
  .refine((value) => (value.match(/\p{L}/gu) ?? []).length >= 2, USER_MESSAGES.profileTooShort);
export const createProfileBodySchema = z.strictObject({ nombre: profileName });
export const updateProfileBodySchema = z.strictObject({
  id: z.number().int().min(0),
  nombre: profileName,
});
export const profilesResponseSchema = dataEnvelope(z.array(profileSchema));
export const profileResponseSchema = dataEnvelope(profileSchema);

/** Cargo (position, spec §3). */
export const cargoSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Cargo = z.infer<typeof cargoSchema>;
const cargoName = z.string().trim().min(1, USER_MESSAGES.cargoTooShort).max(100);
export const createCargoBodySchema = z.strictObject({ nombre: cargoName });
export const updateCargoBodySchema = z.strictObject({
  id: z.number().int().positive(),
  nombre: cargoName,
});
export const cargosResponseSchema = dataEnvelope(z.array(cargoSchema));
export const cargoResponseSchema = dataEnvelope(cargoSchema);
