import { useGetLanguagesQuery } from '../lib/languages';

/** Loads the language list at start-up (spec §2); renders nothing. */
export default function StartupData() {
  useGetLanguagesQuery(undefined);
  return null;
}
