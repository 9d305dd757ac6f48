/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts: git short sha, ORBIT_BUILD_HASH, or the build time. */
  readonly VITE_BUILD_HASH: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
