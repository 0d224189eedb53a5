/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; empty (the default) means the same origin as the centre app. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
