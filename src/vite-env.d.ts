/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_ENVELOPE?: 'on' | 'off';
  readonly VITE_API_AES_KEY?: string;
  readonly VITE_API_AES_IV?: string;
  readonly VITE_API_PREFIX_LENGTH?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_SITE_ID?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_PRODUCT_NAME?: string;
  /** The game vendors' origins the CSP lets be framed (docs/csp.md). */
  readonly VITE_CSP_FRAME_SRC?: string;
  /** Where real-user monitoring sends the vitals and errors (README, "Real-user monitoring"); unset: off. */
  readonly VITE_RUM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
