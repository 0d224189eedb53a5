import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateDetail } from '@eval/contracts/mail-templates';
import { renderWithStore } from '../../../test/render-app';
import { fakeApi, json } from '../../../test/fake-api';
import { TemplateEditorDialog } from './template-editor-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VERSION = {
  id: 10,
  version: 1,
  created_at: '2026-11-01T09:00:00Z',
  created_by: null,
  subject_es: 'Recordatorio',
  body_es: 'Hola, {{nombre}}',
  subject_ca: 'Recordatori',
  body_ca: 'Hola, {{nombre}}',
};
const DETAIL: TemplateDetail = {
  id: 1,
  kind: 'reminder',
  nombre: 'Recordatorio',
  version: 1,
  updated_at: VERSION.created_at,
  current: VERSION,
  versions: [VERSION],
};
const RENDERED = { subject: 'Recordatorio', html: '<p>Hola</p>', text: 'Hola' };

const sent = (requests: Request[], method: string) =>
  requests.filter((request) => request.method === method && request.url.includes('/v15/'));

describe('TemplateEditorDialog', () => {
  it('checks the content with the contract, previews it and saves it trimmed', async () => {
    const requests = fakeApi({
      'GET /v15/mail-templates/1': () => json({ data: DETAIL }),
      'POST /v15/mail-templates/preview': () => json({ data: { ES: RENDERED, CA: RENDERED } }),
      'PUT /v15/mail-templates/1': () => json({ data: { ...DETAIL, version: 2 } }),
    });
    const user = userEvent.setup();
    renderWithStore(<TemplateEditorDialog id={1} onClose={() => undefined} />);
    const subject = await screen.findByDisplayValue('Recordatorio');
    expect(screen.getByRole('textbox', { name: 'Asunto (castellano)' })).toBe(subject);

    await user.clear(subject);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El asunto es obligatorio.');
    expect(sent(requests, 'PUT')).toHaveLength(0);

    await user.type(subject, ' Aviso ');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByTestId('preview-subject')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(subject, '!');
    expect(screen.queryByTestId('preview-subject')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(requests, 'PUT')).toHaveLength(1));
    expect(await sent(requests, 'PUT')[0]?.json()).toEqual({
      subject_es: 'Aviso !',
      body_es: 'Hola, {{nombre}}',
      subject_ca: 'Recordatori',
      body_ca: 'Hola, {{nombre}}',
    });
  });
});
