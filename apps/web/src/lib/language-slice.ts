import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
} from '@eval/contracts/client-constants';
import { createValueSlice } from './value-slice';

/** The language sent in the `language` header of every request (spec §7, default ES). */
export interface LanguageState {
  selected: LanguageCode;
}

export const initialLanguageState: LanguageState = { selected: DEFAULT_LANGUAGE };

export const languageSlice = createValueSlice({
  name: 'language',
  initialState: initialLanguageState,
  key: 'selected',
  set: 'languageSelected',
});

export const { languageSelected } = languageSlice.actions;

/** The selected language, or ES when the state holds none or an unknown code. */
export const selectLanguage = (state: { language?: Partial<LanguageState> }): LanguageCode => {
  const selected = state.language?.selected;
  return selected && (LANGUAGE_CODES as readonly string[]).includes(selected)
    ? selected
    : DEFAULT_LANGUAGE;
};
