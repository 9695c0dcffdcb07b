// Build-time configuration (Vite env). Key material has no default here: development and the
// mock get theirs from .env.development / .env.mock; vite.config.ts refuses a production build
// without them.
function read(name: keyof ImportMetaEnv): string {
  const value = import.meta.env[name];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`Missing configuration ${String(name)} (set it in the build environment)`);
  }
  return value;
}

export interface ApiConfig {
  baseUrl: string;
  siteId: string;
  apiKey: string;
  envelope: { enabled: boolean; key: string; iv: string; prefixLength: number };
  timeoutMs: number;
}

export function apiConfigFromEnv(): ApiConfig {
  const enabled = (import.meta.env.VITE_API_ENVELOPE ?? 'on') !== 'off';
  return {
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    siteId: read('VITE_SITE_ID'),
    apiKey: read('VITE_API_KEY'),
    envelope: {
      enabled,
      key: enabled ? read('VITE_API_AES_KEY') : '',
      iv: enabled ? read('VITE_API_AES_IV') : '',
      prefixLength: Number(import.meta.env.VITE_API_PREFIX_LENGTH ?? '8'),
    },
    timeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS ?? '15000'),
  };
}

export const productName = (): string => import.meta.env.VITE_PRODUCT_NAME ?? 'WINNER';
