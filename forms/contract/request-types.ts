// The request body each form feeds, read from the generated contract types (never retyped by hand).
import type { paths } from '@/api/generated/schema';

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The JSON body of a POST path of the contract. */
export type RequestBody<Path extends keyof paths> = paths[Path] extends { post: infer Op } ? JsonBody<Op> : never;

/** A is assignable to B. */
export type Extends<A, B> = [A] extends [B] ? true : false;
/** A is assignable to B and has no key B does not know (a renamed field fails). */
export type FitsRequest<A, B> = Extends<A, B> extends true ? Extends<keyof A, keyof B> : false;
/** A is the typed part of B: every key of A is in B with a type B accepts. */
export type FitsPart<A, B> = FitsRequest<A, Partial<B>>;
export type Assert<T extends true> = T;
