import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a form holds while it is being filled: each field its contract type, or '' / null while
 * a select is "not chosen". The contract refuses them with its own Spanish message (a required
 * number given '' is "incomplete", a profile given null "is required"), so no form re-lists
 * what is required.
 */
export type Draft<T> = { [K in keyof T]: T[K] | '' | null };

/** A zod object schema from `@eval/contracts` whose parsed value is the request body. */
export type ContractSchema = z.ZodObject & z.ZodType<FieldValues, FieldValues>;

export type ContractForm<S extends ContractSchema> = UseFormReturn<
  Draft<z.input<S>>,
  unknown,
  z.output<S>
> & {
  /** Whether the contract requires the field: the field shows it (the asterisk). */
  isRequired(name: string): boolean;
  /**
   * Errors follow every change (`live`, or `recheck` after a refused submit), so the fields
   * leave them to the resolver rather than clearing them on edit.
   */
  live: boolean;
};

export interface ContractFormOptions {
  /**
   * Check at every change instead of at submit: for a one-field dialog whose button waits for a
   * valid value (`formState.isValid`) and whose field says at once what is wrong.
   */
  live?: boolean;
  /**
   * Mark the fields the contract requires (the asterisk); off for a form whose screen never
   * marked them, as the new-user form, where a count of values decides as much as each field.
   */
  markRequired?: boolean;
  /**
   * Once a submit was refused, check at every change: a message follows its field (gone when
   * filled, back when emptied again), as the forgot-password page always did.
   */
  recheck?: boolean;
  /**
   * The screen's own message for a field whose contract rule carries none (the e-mail's `min(1)`
   * on the forgot-password page): the contract stays the rule, the screen keeps its words.
   */
  messages?: Readonly<Record<string, string>>;
}

/**
 * A react-hook-form form validated by a contract's zod schema. Errors appear when the form is
 * submitted (not while typing, as the screens always did), and a field's error goes as soon as
 * that field is edited (the field components clear it); `live` forms check at every change. `handleSubmit` hands over the
 * schema's output: trimmed, with blanks as null, exactly the body the API validates.
 */
export function useContractForm<S extends ContractSchema>(
  schema: S,
  defaults: Draft<z.input<S>>,
  { live = false, markRequired = true, recheck = false, messages = {} }: ContractFormOptions = {},
): ContractForm<S> {
  // Used only where the contract's own rule has no message (zod lets the schema's win).
  const resolve = zodResolver(schema, {
    error: (issue) => {
      const field = issue.path?.[0];
      return typeof field === 'string' ? messages[field] : undefined;
    },
  });
  // The draft may hold '' where the contract wants a number: parsing it is the check itself.
  const resolver = resolve as unknown as Resolver<Draft<z.input<S>>, unknown, z.output<S>>;
  const form = useForm<Draft<z.input<S>>, unknown, z.output<S>>({
    resolver,
    defaultValues: defaults as DefaultValues<Draft<z.input<S>>>,
    mode: live ? 'onChange' : 'onSubmit',
    reValidateMode: live || recheck ? 'onChange' : 'onSubmit',
  });
  const isRequired = (name: string) => {
    const field = schema.shape[name];
    return markRequired && field !== undefined && !field.safeParse(undefined).success;
  };
  return { ...form, isRequired, live: live || recheck };
}

/**
 * The first message of a refused submit, in the schema's field order: for a screen that tells
 * it as a notice rather than under the field.
 */
export function firstErrorMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0];
  return typeof first?.message === 'string' ? first.message : '';
}
