// Server state over the contract, in one place: a query's key is always [contract path, body]
// (plus the path's parameters for a templated path), so sign-out can drop a member's answers by
// path (src/session/use-sign-out-cleanup.ts) and nobody writes a key by hand (ESLint forbids
// `queryKey` outside src/api). A mutation refreshes what the contract says it changes (its
// x-invalidates, generated into INVALIDATES), and is guarded synchronously: a second send while one
// is on its way gets the first one's promise.
import { hashKey, queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { INVALIDATES, type ChangingPath } from './generated/invalidates';
import type { paths } from './generated/schema';
import { api } from './instance';
import { dataOf, type SuccessData } from './result';
import { isApiError } from './errors';
import { withIdempotencyKey } from './idempotency';

type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;

/** A contract path answered by POST (every call but GET /api/coin). */
export type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
/** What a call sends (siteId is added by the client). */
export type RequestBody<P extends PostPath> = Post<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** A templated path's parameters ({ boardType } of /api/board/{boardType}/list), or never. */
export type PathParams<P extends PostPath> = Post<P> extends { parameters: { path: infer Q } } ? Q : never;
type Answer<P extends PostPath> = Post<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
/** The `data` of a call's success answer. */
export type ContractData<P extends PostPath> = SuccessData<Answer<P>>;

interface CallOptions<P extends PostPath> {
  params?: PathParams<P>;
  signal?: AbortSignal;
  /** Request headers of the call's own (the Idempotency-Key of a write: src/api/idempotency.ts). */
  headers?: Record<string, string>;
}

// openapi-fetch types POST per literal path; over a path type parameter it cannot resolve the
// overload, so the call goes through this one signature (the types above restore the precision).
type PostFn = (
  path: string,
  init: { body: unknown; params?: { path: unknown }; signal?: AbortSignal; headers?: Record<string, string> },
) => Promise<{ data?: unknown }>;
const post = api.POST.bind(api) as unknown as PostFn;

/** One call: the success answer's data, or an ApiError. */
export async function callContract<P extends PostPath>(
  path: P,
  body: RequestBody<P>,
  options: CallOptions<P> = {},
): Promise<ContractData<P>> {
  const answer = await post(path, {
    body,
    ...(options.params === undefined ? {} : { params: { path: options.params } }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers && Object.keys(options.headers).length ? { headers: options.headers } : {}),
  });
  return dataOf(answer.data as { code: string; data?: unknown }) as ContractData<P>;
}

/** The key of a call's answer: [path, body] (and the path's parameters when it has any). */
export function contractKey<P extends PostPath>(path: P, body: RequestBody<P>, params?: PathParams<P>) {
  return params === undefined ? ([path, body] as const) : ([path, body, params] as const);
}

export interface ContractQueryOptions<P extends PostPath> {
  params?: PathParams<P>;
  staleTime?: number;
  refetchInterval?: number | false;
  enabled?: boolean;
  retry?: boolean | number;
}

let held: Promise<void> | null = null;

/**
 * Keeps every contract read's answer out of the cache until `release` settles (the calls still go
 * out at once): while the app hydrates the prerendered first view, the screens must render what the
 * build rendered (no data), or React would find the page different from its HTML.
 */
export function holdAnswersUntil(release: Promise<void>): void {
  held = release;
  void release.finally(() => {
    if (held === release) held = null;
  });
}

async function answer<T>(call: Promise<T>): Promise<T> {
  const data = await call;
  if (held) await held;
  return data;
}

/**
 * How long an answer of a read that asks "every time the screen opens" (staleTime 0) still counts as
 * fresh: a screen that mounts twice while it loads (its words or code arriving after its data, which
 * happens on a busy machine) asks once, not twice. Refreshes on purpose (refetch, invalidation, an
 * interval) are not held back by it.
 */
export const JUST_ANSWERED_MS = 2_000;
const freshFor = (staleTime: number | undefined) => (staleTime === 0 ? { staleTime: JUST_ANSWERED_MS } : {});

/** Query options for a contract read: use with useQuery, prefetchQuery, ensureQueryData. */
export function contractQuery<P extends PostPath>(path: P, body: RequestBody<P>, options: ContractQueryOptions<P> = {}) {
  const { params, ...rest } = options;
  return queryOptions({
    queryKey: contractKey(path, body, params),
    queryFn: ({ signal }) => answer(callContract(path, body, { ...(params === undefined ? {} : { params }), signal })),
    ...rest,
    ...freshFor(rest.staleTime),
  });
}

type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
/** A contract path answered by GET (GET /api/coin). */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
/** What a GET call sends in its query (siteId is added by the client). */
export type QueryParams<P extends GetPath> = Omit<NonNullable<Get<P> extends { parameters: { query?: infer Q } } ? Q : never>, 'siteId'>;
type GetAnswer<P extends GetPath> = Get<P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;
/** The `data` of a GET call's success answer. */
export type ContractGetData<P extends GetPath> = SuccessData<GetAnswer<P>>;

type GetFn = (path: string, init: { params: { query: unknown }; signal?: AbortSignal }) => Promise<{ data?: unknown }>;
// looked up at call time: a test's stand-in client may have no GET
const get: GetFn = (path, init) => (api.GET.bind(api) as unknown as GetFn)(path, init);

/** Query options for a GET read (its key: [path, query]). */
export function contractGetQuery<P extends GetPath>(
  path: P,
  query: QueryParams<P>,
  options: Omit<ContractQueryOptions<PostPath>, 'params'> = {},
) {
  return queryOptions({
    queryKey: [path, query] as const,
    queryFn: async ({ signal }) => {
      const answered = await answer(get(path, { params: { query }, signal }));
      return dataOf(answered.data as { code: string; data?: unknown }) as ContractGetData<P>;
    },
    ...options,
    ...freshFor(options.staleTime),
  });
}

/** The filter that matches every cached answer of a path, whatever its body. */
export const contractPathFilter = (path: keyof paths) => ({ queryKey: [path] as const });

/** A path answered by POST whose operation changes state (the contract gives it x-invalidates). */
export type MutationPath = ChangingPath & PostPath;

/**
 * Refreshes every cached answer the contract says `path` changes (its x-invalidates): what a
 * mutation does after a success, and a read that changes state (/api/board/msgRead) after its answer.
 */
export const refreshChangedBy = (queryClient: QueryClient, path: ChangingPath, except?: QueryKey) => {
  const skipped = except === undefined ? undefined : hashKey(except);
  return Promise.all(
    INVALIDATES[path].map((p) =>
      queryClient.invalidateQueries({ ...contractPathFilter(p), predicate: (query) => query.queryHash !== skipped }),
    ),
  );
};

export interface ContractMutationOptions<P extends PostPath> {
  params?: PathParams<P>;
  /**
   * The key of a read the success answer stands for (the attendance check answers the month as it
   * now is): the answer is written there instead of that read being asked again.
   */
  answers?: QueryKey;
}

/**
 * A contract call that changes something. `send(body)` is guarded synchronously: while one is on
 * its way, another send (a double tap, a script) gets the same promise and sends nothing. A success
 * (and a lost answer) refreshes what the contract says the operation changes (x-invalidates). A call
 * that moves money or places a bet carries its Idempotency-Key (src/api/idempotency.ts): fresh per
 * action, the same on a send of the same body after an unknown outcome.
 */
export function useContractMutation<P extends MutationPath>(path: P, options: ContractMutationOptions<P> = {}) {
  const queryClient = useQueryClient();
  const { params, answers } = options;
  const refresh = () => refreshChangedBy(queryClient, path, answers);
  const mutation = useMutation({
    mutationKey: [path],
    // a lost answer of a call that changes something leaves its outcome unknown (ApiError.outcomeUnknown)
    mutationFn: (body: RequestBody<P>) =>
      withIdempotencyKey(path, params === undefined ? { body } : { body, params }, (headers) =>
        callContract(path, body, { ...(params === undefined ? {} : { params }), headers }).catch((error: unknown) => {
          throw isApiError(error) ? error.asWrite() : error;
        }),
      ),
    onSuccess: (data) => {
      if (answers !== undefined) queryClient.setQueryData(answers, data);
      return refresh();
    },
    // a lost answer may have changed them too: the history the member is sent to shows it
    onError: (error) => (isApiError(error) && error.outcomeUnknown ? refresh() : undefined),
  });
  const inFlight = useRef<Promise<ContractData<P>> | null>(null);
  const { mutateAsync } = mutation;
  const send = useCallback(
    (body: RequestBody<P>): Promise<ContractData<P>> => {
      if (inFlight.current) return inFlight.current;
      const sent = mutateAsync(body).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = sent;
      return sent;
    },
    [mutateAsync],
  );
  return { ...mutation, send };
}
