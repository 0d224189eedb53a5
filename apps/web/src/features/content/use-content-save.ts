import type { LanguageCode } from '@eval/contracts/common';
import type { LanguageEditing } from './use-language-editing';

/** A create or update mutation of a screen in languages, as RTK Query's hook gives it. */
type SaveMutation<Arg> = readonly [
  (arg: { language: LanguageCode } & Arg) => { unwrap(): Promise<unknown> },
  { readonly isLoading: boolean },
];

/**
 * The save of a content screen's dialog: a new row is created and an edited one updated, in the
 * language shown, each mutation paired with how its request is made from what the dialog gives.
 * Returns the props the dialog takes from its screen: held while either request runs, closed by
 * the edit step, and the save.
 */
export function useContentSave<Row, Draft extends unknown[], CreateArg, UpdateArg>(
  { language, edition }: LanguageEditing<Row>,
  [[create, creating], toCreate]: readonly [
    SaveMutation<CreateArg>,
    (...draft: Draft) => CreateArg,
  ],
  [[update, updating], toUpdate]: readonly [
    SaveMutation<UpdateArg>,
    (row: Row, ...draft: Draft) => UpdateArg,
  ],
) {
  const onSave = (...draft: Draft) =>
    void edition.save((target) =>
      (target === 'new'
        ? create({ language, ...toCreate(...draft) })
        : update({ language, ...toUpdate(target, ...draft) })
      ).unwrap(),
    );
  return { busy: creating.isLoading || updating.isLoading, onClose: edition.close, onSave };
}
