import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { sessionUser } from '../test/session-user';
import { baseQuery } from './api';
import { languageSelected, languageSlice } from './language-slice';
import { loadingSlice } from './loading-slice';
import { storeUser, USER_STORAGE_KEY } from './session';
import { sessionSlice, signedIn } from './session-slice';

/** A store with just the slices the base query reads and drives. */
function makeStore() {
  return configureStore({
    reducer: combineReducers({
      loading: loadingSlice.reducer,
      language: languageSlice.reducer,
      session: sessionSlice.reducer,
    }),
  });
}
type TestStore = ReturnType<typeof makeStore>;

function call(store: TestStore, args: string | FetchArgs) {
  const api: BaseQueryApi = {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'probe',
    type: 'query',
  };
  return baseQuery(args, api, {});
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let requests: Request[];
let respond: (request: Request) => Promise<Response>;

beforeEach(() => {
  requests = [];
  respond = async () => jsonResponse({ data: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return respond(input);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const lastRequest = (): Request => {
  const request = requests.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
};

describe('base query headers (spec §7)', () => {
  it('sends a JSON content type and language ES by default, without a token when signed out', async () => {
    await call(makeStore(), '/v5/languages');
    const request = lastRequest();
    expect(new URL(request.url).pathname).toBe('/v5/languages');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('language')).toBe('ES');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('sends the selected language', async () => {
    const store = makeStore();
    store.dispatch(languageSelected('CA'));
    await call(store, '/v10/contenidos');
    expect(lastRequest().headers.get('language')).toBe('CA');
  });

  it('keeps a language header the endpoint sets itself', async () => {
    await call(makeStore(), { url: '/v3/feedbacks', headers: { language: 'CA' } });
    expect(lastRequest().headers.get('language')).toBe('CA');
  });

  it('sends the bearer token of the user stored in local storage', async () => {
    storeUser(sessionUser({ token: 'secret-token' }));
    await call(makeStore(), '/v1/users');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends a JSON body with the JSON content type', async () => {
    await call(makeStore(), {
      url: '/v1/auth/login',
      method: 'POST',
      body: { email: 'a@b.es', password: 'x' },
    });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ email: 'a@b.es', password: 'x' });
  });
});

describe('base query answers', () => {
  it('treats 201 Created as success, with its payload as the data (docs/decisions.md)', async () => {
    respond = async () => jsonResponse({ data: { id: 7, nombre: 'Clave nueva' } }, 201);
    const result = await call(makeStore(), { url: '/v3/claves', method: 'POST', body: {} });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ id: 7, nombre: 'Clave nueva' });
  });

  it('takes the { data } envelope off once, keeps a paged list with its count, leaves errors as sent', async () => {
    respond = async () => jsonResponse({ data: { data: [1, 2], count: 9 } });
    expect((await call(makeStore(), '/v15/centros/quizes')).data).toEqual({
      data: [1, 2],
      count: 9,
    });
    respond = async () => jsonResponse({ data: [{ id: 1 }], count: 1 });
    expect((await call(makeStore(), '/v1/users')).data).toEqual({ data: [{ id: 1 }], count: 1 });
    respond = async () => jsonResponse({ data: null });
    expect((await call(makeStore(), '/v1/users/3')).data).toBeNull();
    const refusal = { error: { code: 'BAD_REQUEST', message: 'No' } };
    respond = async () => jsonResponse(refusal, 400);
    expect((await call(makeStore(), '/v1/users')).error).toEqual({ status: 400, data: refusal });
  });
});

describe('base query parameters (spec §7: filter and setup as JSON)', () => {
  it('JSON-encodes object parameters in the query string', async () => {
    const filter = { nombre: 'Cervantes', ccaa: [1, 13] };
    const setup = { size: 5, page: 0, order: null };
    await call(makeStore(), { url: '/v15/centros/quizes', params: { filter, setup, period: 2 } });
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/v15/centros/quizes');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual(filter);
    expect(JSON.parse(url.searchParams.get('setup') ?? '')).toEqual(setup);
    expect(url.searchParams.get('period')).toBe('2');
  });
});

describe('base query loading counter (spec §4)', () => {
  it('raises the queue while the request runs and lowers it when it ends', async () => {
    const store = makeStore();
    let release: (response: Response) => void = () => undefined;
    respond = () => new Promise<Response>((resolve) => (release = resolve));

    const pending = call(store, '/v1/users');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(store.getState().loading).toEqual({ queue: 1, loading: true, finishedCalls: 0 });

    release(jsonResponse({ data: [] }));
    const result = await pending;
    expect(result.data).toEqual([]);
    expect(store.getState().loading).toEqual({ queue: 0, loading: false, finishedCalls: 1 });
  });

  it('lowers it also when the server answers with an error', async () => {
    const store = makeStore();
    respond = async () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    const result = await call(store, '/v1/users');
    expect(result.error).toMatchObject({ status: 500 });
    expect(store.getState().loading).toEqual({ queue: 0, loading: false, finishedCalls: 1 });
  });

  it('lowers it also when the network fails', async () => {
    const store = makeStore();
    respond = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await call(store, '/v1/users');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().loading).toEqual({ queue: 0, loading: false, finishedCalls: 1 });
  });

  it('counts parallel requests', async () => {
    const store = makeStore();
    await Promise.all([call(store, '/v1/users'), call(store, '/v1/profiles')]);
    expect(store.getState().loading).toEqual({ queue: 0, loading: false, finishedCalls: 2 });
  });
});

describe('base query on 401', () => {
  /** A store with a signed-in user whose next API call the server refuses with 401. */
  function signedInAndRefused() {
    const store = makeStore();
    const user = sessionUser();
    storeUser(user);
    store.dispatch(signedIn(user));
    respond = async () => jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401);
    return { store, user };
  }

  it('ends the session when a call other than login is refused', async () => {
    const { store } = signedInAndRefused();

    await call(store, '/v1/users');
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('leaves the session alone when login itself is refused', async () => {
    const { store, user } = signedInAndRefused();

    await call(store, {
      url: '/v1/auth/login',
      method: 'POST',
      body: { email: 'a', password: 'b' },
    });
    expect(store.getState().session.user).toEqual(user);
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
  });
});
