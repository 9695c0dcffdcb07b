// What the renderer needs to know about a form besides its rules: field order, input kinds,
// input hints and i18n keys. Pure data; no React here, so schemas stay usable anywhere.
import type { z } from 'zod';
import type { ErrorCode } from '@/api/generated/error-codes';
import type { components } from '@/api/generated/schema';

/** Which layout the page is in: 'desktop' (601 px and up at start) or 'mobile'. A form's variant follows it. */
export type Layout = 'desktop' | 'mobile';

/** An i18n key whose first segment is the namespace: `forms.signup.title`, `api.U116`. */
export type MessageKey = `forms.${string}` | `api.${string}`;

/** Every input kind the renderer knows; each is one entry of the field registry. */
export type FieldKind = 'text' | 'password' | 'textarea' | 'select' | 'radio' | 'amount' | 'captcha' | 'bank' | 'checkbox';

/** A value placed into a message: text, won, a number (thousands-separated), USDT (two decimals), a rate in won (up to two decimals) or another message. */
export type MessageValue =
  | string
  | { readonly won: number }
  | { readonly number: number }
  | { readonly usdt: number }
  | { readonly wonRate: number }
  | { readonly key: MessageKey };
export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface StaticOption {
  readonly value: string;
  readonly label: MessageKey;
}

export interface FieldMeta<Name extends string = string> {
  readonly name: Name;
  readonly kind: FieldKind;
  readonly label: MessageKey;
  readonly help?: MessageKey;
  readonly helpValues?: MessageValues;
  readonly placeholder?: MessageKey;
  /** Longest input accepted while typing. */
  readonly maxLength?: number;
  readonly inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'search';
  readonly autoComplete?: string;
  /** The characters kept while typing (one character per test); others are dropped. */
  readonly allow?: RegExp;
  /** Text after the input, e.g. `%`. */
  readonly suffix?: MessageKey;
  /** Options of a select or radio group known to the form; others come from the field context. */
  readonly options?: readonly StaticOption[];
  /** Decimals an amount field takes (USDT: 2); whole numbers when absent. */
  readonly decimals?: number;
  /** Quick-amount buttons of an amount field, in won. */
  readonly quickAmounts?: readonly number[];
  /** Lines of a textarea. */
  readonly rows?: number;
}

/** Values while typing: every control holds a string; schemas turn them into the request's types. */
export type FormValues = Record<string, string>;

/** Server error codes that concern a field, and which field shows them. */
export type ServerErrorTable<Name extends string> = Readonly<Partial<Record<ErrorCode, Name>>>;

export interface ConfirmSpec {
  readonly message: MessageKey;
  readonly values: MessageValues;
}

export type Bank = components['schemas']['Bank'];

/** An option whose text is already readable (a nickname, a coupon name), given by the caller. */
export interface DynamicOption {
  readonly value: string;
  readonly label: string;
}

/** Data a form shows but does not fetch: the feature that mounts it passes it in. */
export interface FieldContext {
  readonly banks?: readonly Bank[];
  readonly captcha?: { readonly code: string; readonly onRefresh: () => void };
  /** Options of selects and radio groups by field name (coupons, sub-members, …). */
  readonly options?: Readonly<Record<string, readonly DynamicOption[]>>;
  /**
   * A control beside a box, by field name, that opens what the box agrees to (the signup's terms):
   * its accessible name (already translated) and what it opens.
   */
  readonly details?: Readonly<Record<string, { readonly label: string; readonly onOpen: () => void }>>;
}

/**
 * What the renderer needs of a Zod schema: its types and safeParse. Every Zod schema is one; unlike
 * z.ZodType it is covariant, so specs of different forms list together.
 */
export interface FormSchema<Output, Input> {
  readonly _zod: { readonly output: Output; readonly input: Input };
  safeParse(data: unknown): z.ZodSafeParseResult<Output>;
}

/** One form: its rules (schema), its fields in order, its defaults and its server-error table. */
export interface FormSpec<Input extends FormValues, Output> {
  readonly id: string;
  readonly title: MessageKey;
  readonly submit: MessageKey;
  readonly schema: FormSchema<Output, Input>;
  readonly fields: readonly FieldMeta<keyof Input & string>[];
  readonly defaults: Input;
  readonly serverErrors: ServerErrorTable<keyof Input & string>;
  /** Values placed into this form's messages (limits that are configurable, e.g. {{min}}). */
  readonly messageValues?: MessageValues;
  /** A confirmation asked before the valid values are submitted (method syntax: specs of any output list together). */
  confirm?(values: Output, context: FieldContext): ConfirmSpec;
}

/** Empty values for the given field names. */
export function emptyValues<const Names extends readonly string[]>(names: Names): Record<Names[number], string> {
  return Object.fromEntries(names.map((name) => [name, ''])) as Record<Names[number], string>;
}
