import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fileRequest,
  fileResponseHandler,
  fileSaver,
  saveDownload,
  type DownloadedFile,
} from './download-file';
import { notify } from './notify';

vi.mock('./notify', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const file: DownloadedFile = { url: 'blob:x', fileName: 'centros.csv' };
const refused = { status: 400, data: { error: { code: 'BAD', message: 'Filtro no válido.' } } };

/** The name of the link the browser was handed, if one was clicked. */
function clickedDownloads() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

describe('fileRequest', () => {
  it('keeps the request and reads its answer as a file', () => {
    const body = { ids: [1] };
    expect(fileRequest({ url: '/v2/x', method: 'POST', body })).toEqual({
      url: '/v2/x',
      method: 'POST',
      body,
      responseHandler: fileResponseHandler,
    });
  });
});

describe('saveDownload', () => {
  it('hands the file to the browser under the name the server gave', async () => {
    const names = clickedDownloads();
    await saveDownload(() => Promise.resolve(file));
    expect(names).toEqual(['centros.csv']);
    expect(notify).not.toHaveBeenCalled();
  });

  it("shows the server's message of a failed call, or the fallback, and saves nothing", async () => {
    const names = clickedDownloads();
    await saveDownload(() => Promise.reject(refused), 'No se ha podido descargar.');
    await saveDownload(() => Promise.reject(new Error('red')), 'No se ha podido descargar.');
    expect(names).toEqual([]);
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['Filtro no válido.', { variant: 'error' }],
      ['No se ha podido descargar.', { variant: 'error' }],
    ]);
  });
});

describe('fileSaver', () => {
  it('runs the download with its argument, and ignores a click while one runs', async () => {
    clickedDownloads();
    const download = vi.fn((format: string) => ({ unwrap: () => Promise.resolve(file), format }));
    await fileSaver([download, { isLoading: false }]).save('csv');
    expect(download).toHaveBeenCalledWith('csv');
    const busy = fileSaver([download, { isLoading: true }]);
    await busy.save('xlsx');
    expect(download).toHaveBeenCalledTimes(1);
    expect(busy.busy).toBe(true);
  });
});
