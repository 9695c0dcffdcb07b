// The page's one way to the sandbox: the console's JSON routes, same origin, relative URLs.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

/** Calls a console route; the parsed JSON answer, or ApiError (status 0 when the sandbox did not answer). */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch (err) {
    throw new ApiError(0, err instanceof Error ? err.message : String(err), undefined, path);
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* a text answer (the console's 404 is text) */
  }
  if (!res.ok) {
    const o = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const said = typeof o.message === 'string' ? o.message : typeof o.msg === 'string' ? o.msg : undefined;
    const message = said ?? (text || res.statusText);
    throw new ApiError(res.status, message, typeof o.code === 'string' ? o.code : undefined, path);
  }
  return parsed as T;
}

export const q = (params: Record<string, string | undefined>): string => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) s.set(k, v);
  const t = s.toString();
  return t ? `?${t}` : '';
};
