import type { LanguageCode } from '@eval/contracts/common';
import { useState } from 'react';
import type { ContentToolbarProps } from './components/content-toolbar';
import { useEditFlow } from './use-edit-flow';

/**
 * The screens whose rows are kept per language and edited in a dialog (contents, feedback,
 * resources, toolkits): the language shown (Spanish first), the edit step, and the toolbar that
 * switches the one and opens the other for a new row.
 */
export function useLanguageEditing<Row>(addLabel: string, savedMessage: string) {
  const [language, setLanguage] = useState<LanguageCode>('ES');
  const edition = useEditFlow<Row>(savedMessage);
  const toolbar: ContentToolbarProps = {
    language,
    onLanguageChange: setLanguage,
    addLabel,
    onAdd: () => edition.edit('new'),
  };
  return { language, edition, toolbar };
}
