import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@eval/contracts/users';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(cleanup);

const TOKEN = 'a'.repeat(32);
const calls = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url).pathname === path);

function setup(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const requests = fakeApi({
    'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
    ...handlers,
  });
  renderApp(path);
  return { requests, user: userEvent.setup() };
}

describe('/auth/forgot-password', () => {
  it('asks for an address before sending, the message following the field once shown', async () => {
    const { requests, user } = setup('/auth/forgot-password', {
      'POST /v1/auth/forgot-password': () => json({ data: { message: 'Enviado.' } }),
    });
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveProperty('required', false);
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Introduzca su correo electrónico.')).toBeTruthy();

    await user.type(email, '  ana@example.es ');
    await waitFor(() => expect(screen.queryByText('Introduzca su correo electrónico.')).toBeNull());
    await user.clear(email);
    expect(await screen.findByText('Introduzca su correo electrónico.')).toBeTruthy();
    expect(calls(requests, '/v1/auth/forgot-password')).toHaveLength(0);

    await user.type(email, ' ana@example.es ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Enviado.');
    const [call] = calls(requests, '/v1/auth/forgot-password');
    expect(await call?.json()).toEqual({ email: 'ana@example.es' });
  });
});

describe('/auth/set-password', () => {
  const password = () => screen.getByLabelText('Nueva contraseña');
  const repeat = () => screen.getByLabelText('Repita la contraseña');
  const save = () => screen.getByRole('button', { name: 'Guardar contraseña' });

  it('shows no form without a token', async () => {
    setup('/auth/set-password');
    expect(await screen.findByText(PASSWORD_MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar contraseña' })).toBeNull();
  });

  it('says a used or expired link does not work as the page opens, before a password is typed', async () => {
    const { requests } = setup(`/auth/set-password?token=${TOKEN}`, {
      'POST /v1/auth/set-password/check': () =>
        json({ error: { code: 'BAD_REQUEST', message: PASSWORD_MESSAGES.invalidLink } }, 400),
    });
    expect(await screen.findByText(PASSWORD_MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar contraseña' })).toBeNull();
    const [check] = calls(requests, '/v1/auth/set-password/check');
    expect(await check?.json()).toEqual({ token: TOKEN });
  });

  it('checks the shape, then the repetition, keeping the message until the next submit', async () => {
    const { requests, user } = setup(`/auth/set-password?token=${TOKEN}`, {
      'POST /v1/auth/set-password/check': () => json({ data: { usable: true } }),
      'POST /v1/auth/set-password': () => json({ data: { message: PASSWORD_MESSAGES.saved } }),
    });
    await screen.findByRole('heading', { name: 'Establecer contraseña' });
    await user.type(password(), 'corta');
    await user.click(save());
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    await user.type(password(), ' y ahora larga');
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();

    await user.click(save());
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    await user.type(repeat(), 'corta y ahora larga');
    await user.click(save());
    expect(await screen.findByText(PASSWORD_MESSAGES.saved)).toBeTruthy();
    const [call] = calls(requests, '/v1/auth/set-password');
    expect(await call?.json()).toEqual({ token: TOKEN, password: 'corta y ahora larga' });
  });

  it('shows the server refusal of a malformed link', async () => {
    const { user } = setup('/auth/set-password?token=corto', {
      'POST /v1/auth/set-password': () =>
        json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'La petición no es válida.',
              details: [{ path: 'token', message: PASSWORD_MESSAGES.invalidLink }],
            },
          },
          400,
        ),
    });
    await screen.findByRole('heading', { name: 'Establecer contraseña' });
    await user.type(password(), 'una clave bastante larga');
    await user.type(repeat(), 'una clave bastante larga');
    await user.click(save());
    expect(await screen.findByText(PASSWORD_MESSAGES.invalidLink)).toBeTruthy();
  });
});
