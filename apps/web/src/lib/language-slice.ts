import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@eval/contracts/common';

/** The language sent in the `language` header of every request (spec §7, default ES). */
export interface LanguageState {
  selected: LanguageCode;
}

export const initialLanguageState: LanguageState = { selected: DEFAULT_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languageSelected(state, action: PayloadAction<LanguageCode>) {
      state.selected = action.payload;
    },
  },
});

export const { languageSelected } = languageSlice.actions;

/** The selected language, or ES when the state holds none or an unknown code. */
export const selectLanguage = (state: { language?: Partial<LanguageState> }): LanguageCode => {
  const selected = state.language?.selected;
  return selected && (LANGUAGE_CODES as readonly string[]).includes(selected)
    ? selected
    : DEFAULT_LANGUAGE;
};
