import type { LanguageCode } from '@eval/contracts/common';
import { useState } from 'react';
import type { Load } from '../../components/load-error';
import type { ContentToolbarProps } from './components/content-toolbar';
import { useEditFlow } from './use-edit-flow';

/** The query of a screen's rows in a language, as RTK Query's hook gives it. */
export type RowsQuery<Row> = (args: { language: LanguageCode }) => Load & {
  data?: readonly Row[];
  isFetching: boolean;
};

/**
 * The screens whose rows are kept per language and edited in a dialog (contents, feedback,
 * resources, toolkits): the language shown (Spanish first), its rows (`useRows`), the edit step,
 * and the toolbar that switches the one and opens the other for a new row.
 */
export function useLanguageEditing<Row>(
  useRows: RowsQuery<Row>,
  addLabel: string,
  savedMessage: string,
) {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const list = useRows({ language });
  const edition = useEditFlow<Row>(savedMessage);
  const toolbar: ContentToolbarProps = {
    language,
    onLanguageChange: setLanguage,
    addLabel,
    onAdd: () => edition.edit('new'),
  };
  return { language, list, edition, toolbar };
}

/** What {@link useLanguageEditing} gives a screen. */
export type LanguageEditing<Row> = ReturnType<typeof useLanguageEditing<Row>>;
