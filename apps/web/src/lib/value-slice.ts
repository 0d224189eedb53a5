import { createSlice, type PayloadAction, type Slice } from '@reduxjs/toolkit';

/** What a value slice is made of: its name, its state of one key, and its actions' names. */
interface ValueSliceOptions<
  Name extends string,
  Key extends string,
  Value,
  Set extends string,
  Reset extends string,
> {
  name: Name;
  initialState: Record<Key, Value>;
  key: Key;
  /** The action that stores its payload under `key`. */
  set: Set;
  /** The action, if any, that puts the initial value back. */
  reset?: Reset;
}

/** The case reducers of a value slice, by the names its options give them. */
type ValueReducers<Key extends string, Value, Set extends string, Reset extends string> = Record<
  Set,
  (state: Record<Key, Value>, action: PayloadAction<Value>) => void
> &
  Record<Reset, (state: Record<Key, Value>) => void>;

/** The same, untyped by name, as the implementation builds them. */
type PlainReducers = Record<
  string,
  (state: Record<string, unknown>, action: PayloadAction<unknown>) => void
>;

/**
 * A slice whose state is one value under one key (the selected language, the dashboard filter,
 * the signed-in user), with an action that sets it and, if named, one that resets it.
 */
export function createValueSlice<
  Name extends string,
  Key extends string,
  Value,
  Set extends string,
  Reset extends string = never,
>(
  options: ValueSliceOptions<Name, Key, Value, Set, Reset>,
): Slice<Record<Key, Value>, ValueReducers<Key, Value, Set, Reset>, Name>;
// createSlice checks its reducers against a state type it can see through, which a generic key
// and value are not: the implementation works on plain records, the signature above types it.
export function createValueSlice(
  options: ValueSliceOptions<string, string, unknown, string, string>,
): Slice<Record<string, unknown>, PlainReducers, string> {
  const { name, initialState, key, set, reset } = options;
  const initialValue = initialState[key];
  const reducers: PlainReducers = {
    [set]: (state: Record<string, unknown>, action: PayloadAction<unknown>) => {
      state[key] = action.payload;
    },
  };
  if (reset !== undefined) {
    reducers[reset] = (state: Record<string, unknown>) => {
      state[key] = initialValue;
    };
  }
  return createSlice({ name, initialState, reducers });
}
