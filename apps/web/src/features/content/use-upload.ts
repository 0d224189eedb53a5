import { CONTENT_MESSAGES } from '@eval/contracts/content';
import { useUploadFileMutation } from './api';
import { readAsDataUrl } from './read-file';

/**
 * Uploads a chosen file (POST /v11/resources/upload) and gives its id. A refusal keeps the
 * server's Spanish message; without one the call rejects with 'Internal Error' (spec §8).
 */
export function useUpload() {
  const [upload, state] = useUploadFileMutation();
  const send = async (file: File): Promise<number> => {
    const data = await readAsDataUrl(file);
    try {
      return (await upload({ filename: file.name, data }).unwrap()).id;
    } catch (error) {
      throw typeof error === 'object' && error !== null && 'data' in error
        ? error
        : new Error(CONTENT_MESSAGES.uploadFailed);
    }
  };
  return [send, state] as const;
}
