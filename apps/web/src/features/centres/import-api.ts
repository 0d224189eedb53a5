import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { requestOf } from '@eval/contracts/call';
import { centreCalls } from '@eval/contracts/calls/centres';
import { CENTRE_IMPORT_CSV_TYPE, CENTRE_IMPORT_XLSX_TYPE } from '@eval/contracts/centre-import';
import { api, type DataOf } from '../../lib/api';
import { postWithProgress } from '../../lib/upload-progress';

/**
 * The file's type by its extension: browsers give a CSV different types (text/csv,
 * application/vnd.ms-excel or none), the API takes exactly two.
 */
const typeOf = (file: File) =>
  /\.xlsx$/i.test(file.name) ? CENTRE_IMPORT_XLSX_TYPE : CENTRE_IMPORT_CSV_TYPE;

/** The two calls, whose body is the file itself (no body schema: the API reads the stream). */
type ImportCall = typeof centreCalls.importPreview | typeof centreCalls.import;

/** A failed import call, carrying the answer as RTK Query errors do (`errorMessage` reads it). */
export class ImportCallError extends Error {
  constructor(readonly data: unknown) {
    super('import call failed');
  }
}

/**
 * The two calls of the centre register import (contracts/calls/centres.ts), posted
 * with XMLHttpRequest for their upload progress (lib/upload-progress.ts): 0 to 1
 * while the file is sent (and read by the server), null when no call is running.
 */
export function useCentreImportCalls() {
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async <C extends ImportCall>(call: C, file: File): Promise<DataOf<C>> => {
    setProgress(0);
    try {
      const answer = await postWithProgress(
        dispatch,
        requestOf<ImportCall>(call).url,
        file,
        { 'Content-Type': typeOf(file) },
        setProgress,
      );
      if (answer.status >= 400) throw new ImportCallError(answer.data);
      return (answer.data as { data: DataOf<C> }).data;
    } finally {
      setProgress(null);
    }
  };

  return {
    progress,
    preview: (file: File) => send(centreCalls.importPreview, file),
    commit: async (file: File) => {
      const result = await send(centreCalls.import, file);
      dispatch(api.util.invalidateTags([{ type: 'Centre', id: 'LIST' }]));
      return result;
    },
  };
}
