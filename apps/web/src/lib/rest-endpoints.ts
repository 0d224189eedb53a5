import type { FetchArgs, TagDescription } from '@reduxjs/toolkit/query/react';
import type { TagType } from './api';

/** The cached lists a call reads, or reloads after a write. */
type Tags = readonly TagDescription<TagType>[];

type WriteMethod = 'POST' | 'PUT' | 'PATCH';

// The endpoint shapes most calls of the features share, each given to `build.query` or
// `build.mutation`: `getTipos: build.query<Tipo[], undefined>(listAt('/v3/tipos', ['Tipo']))`.

/** GET of a whole list at `url`, cached under `tags`. */
export const listAt = (url: string, providesTags: Tags) => ({ query: () => url, providesTags });

/** A write of its argument, sent as the body to `url`; the lists under `tags` reload after it. */
export const writeTo = (url: string, method: WriteMethod, invalidatesTags: Tags) => ({
  query: (body: unknown): FetchArgs => ({ url, method, body }),
  invalidatesTags,
});

/** A write of `body` to the row `url/id`; the lists under `tags` reload after it. */
export const writeById = (url: string, method: WriteMethod, invalidatesTags: Tags) => ({
  query: ({ id, body }: { id: number; body: unknown }): FetchArgs => ({
    url: `${url}/${id}`,
    method,
    body,
  }),
  invalidatesTags,
});

/** DELETE of the row `url/id`; the lists under `tags` reload after it. */
export const removeById = (url: string, invalidatesTags: Tags) => ({
  query: (id: number): FetchArgs => ({ url: `${url}/${id}`, method: 'DELETE' }),
  invalidatesTags,
});
