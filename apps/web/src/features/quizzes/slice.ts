import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { QUIZ_PAGE_SIZES, type Setup } from '@eval/contracts/common';
import type { JsonObject } from '../../lib/json';

/**
 * Filter and paging of the centres' quizzes table (spec §2 /admin/datos), remembered locally
 * (spec §7 "Setup and filter are also remembered locally").
 */
export interface QuizzesState {
  filter: JsonObject;
  setup: Setup;
}

/** Default page size 5, first page 0 (spec §9). */
export const initialQuizSetup: Setup = { size: QUIZ_PAGE_SIZES[0], page: 0, order: null };

export const initialQuizzesState: QuizzesState = { filter: {}, setup: initialQuizSetup };

export const quizzesSlice = createSlice({
  name: 'quizzes',
  initialState: initialQuizzesState,
  reducers: {
    /** A new filter starts again at the first page. */
    quizFilterApplied(state, action: PayloadAction<JsonObject>) {
      state.filter = action.payload;
      state.setup.page = 0;
    },
    quizFilterCleared(state) {
      state.filter = {};
      state.setup.page = 0;
    },
    quizSetupChanged(state, action: PayloadAction<Partial<Setup>>) {
      state.setup = { ...state.setup, ...action.payload };
    },
  },
});

export const { quizFilterApplied, quizFilterCleared, quizSetupChanged } = quizzesSlice.actions;

export const selectQuizFilter = (state: { quizzes: QuizzesState }) => state.quizzes.filter;
export const selectQuizSetup = (state: { quizzes: QuizzesState }) => state.quizzes.setup;
