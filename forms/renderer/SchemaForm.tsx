// The renderer: a form spec (schema + field metadata) → MUI fields with react-hook-form and zodResolver.
// On submit the first invalid field (in field order) is focused and shows its message; nothing typed is
// lost on a failed submit; a server answer about a field shows under that field, any other goes back
// to the caller.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { ConfirmSpec, FieldContext, FormSpec, FormValues, MessageValues } from '../meta/types';
import { ConfirmDialog } from './ConfirmDialog';
import { firstInvalidField } from './focus';
import { VARIANTS, type FormVariant } from './layout';
import { fieldRegistry, type FieldRegistry } from './registry';
import { requiredFieldNames } from './required';
import { FORM_ERROR, schemaResolver } from './resolver';
import { alertKey, errorCodeOf, serverErrorField } from './server-errors';
import { useMessages } from './translate';
import { useLayout } from './layout-context';

export interface SchemaFormProps<Input extends FormValues, Output> {
  readonly spec: FormSpec<Input, Output>;
  /** Receives the schema's typed output. A rejection with an ApiError (or `{ code }`) about a field is shown on it. */
  readonly onSubmit: (values: Output) => unknown;
  /** Any other failure of onSubmit; without it the message `api.<code>` is shown above the fields. */
  readonly onServerError?: (error: unknown) => void;
  readonly context?: FieldContext;
  /** Defaults to the page's layout (LayoutProvider). */
  readonly variant?: FormVariant;
  /** Starting values (e.g. the member's phone on the info screen); the spec's defaults fill the rest. */
  readonly initialValues?: Partial<Input>;
  /** Shows the title as a heading (the form is named by it either way). */
  readonly showTitle?: boolean;
  /** For tests and custom kinds; the standard registry otherwise. */
  readonly registry?: FieldRegistry;
  /** Told the values as typed after every change (a figure the page shows beside the form, e.g. a bonus). */
  readonly onValuesChange?: (values: Partial<Input>) => void;
  /**
   * Where the member sees whether a request went through (a link to the history), shown with the
   * message when the answer was lost and the outcome is unknown (api.RESPONSE_UNKNOWN_OUTCOME).
   */
  readonly outcomeLink?: ReactNode;
  /**
   * A wait before another try (a code's retry wait, docs/rules.md#constants): while given, the submit
   * is disabled and says this instead of its label (e.g. the seconds left).
   */
  readonly submitWait?: string | undefined;
}

interface Pending<Output> {
  readonly values: Output;
  readonly confirm: ConfirmSpec;
}

const NO_CONTEXT: FieldContext = {};
const UNKNOWN_OUTCOME = 'api.RESPONSE_UNKNOWN_OUTCOME';

export function SchemaForm<Input extends FormValues, Output>(props: SchemaFormProps<Input, Output>) {
  const {
    spec,
    onSubmit,
    onServerError,
    context = NO_CONTEXT,
    variant: variantProp,
    initialValues,
    showTitle = true,
    registry = fieldRegistry,
    onValuesChange,
    outcomeLink,
    submitWait,
  } = props;
  const { tm } = useMessages();
  const pageLayout = useLayout();
  const variant = variantProp ?? pageLayout;
  const titleId = useId();
  const schemaRef = useRef(spec.schema);
  useEffect(() => {
    schemaRef.current = spec.schema;
  }, [spec.schema]);
  const resolver = useMemo(() => schemaResolver<Output>(() => schemaRef.current), []);
  const form = useForm<FormValues, unknown, Output>({
    defaultValues: { ...spec.defaults, ...initialValues },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useEffect(() => {
    if (!onValuesChange) return undefined;
    const subscription = form.watch((values) => onValuesChange(values as Partial<Input>));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);
  const [pending, setPending] = useState<Pending<Output>>();
  const [serverMessage, setServerMessage] = useState<{ key: string; values: MessageValues }>();
  const [sending, setSending] = useState(false);
  // The double-submit guard: set synchronously in the submit event, before any validation or
  // request, so ten submits in one task (a script, an autofill extension, a double tap) send one.
  // React state would only be seen after a render.
  const busy = useRef(false);
  const names = useMemo(() => Object.keys(spec.defaults), [spec.defaults]);
  const required = useMemo(() => requiredFieldNames(spec.schema, names), [spec.schema, names]);
  const shown = spec.fields.map((field) => field.name);

  const send = async (values: Output) => {
    setServerMessage(undefined);
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const hit = serverErrorField(spec.serverErrors, error, shown);
      if (hit) form.setError(hit.name, { type: 'server', message: hit.message }, { shouldFocus: true });
      else if (onServerError) onServerError(error);
      else if (errorCodeOf(error) !== undefined) setServerMessage(alertKey(error));
      else throw error;
    } finally {
      setSending(false);
    }
  };

  const onValid = async (values: Output) => {
    if (spec.confirm) setPending({ values, confirm: spec.confirm(values, context) });
    else await send(values);
  };

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    setServerMessage(undefined);
    const first = firstInvalidField(spec.fields, errors);
    if (first) form.setFocus(first);
  };

  const confirmPending = () => {
    const values = pending?.values;
    setPending(undefined);
    if (values === undefined || busy.current) return;
    busy.current = true;
    void send(values).finally(() => {
      busy.current = false;
    });
  };

  // a failure in the forms' words (the confirmation's run hands the values to send, which shows the
  // server's answer in the form itself, so the run does not fail)
  const formFailure = (error: unknown) => {
    const message = alertKey(error);
    return tm(message.key, message.values);
  };

  const validateAndSend = form.handleSubmit(onValid, onInvalid);
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void validateAndSend(event).finally(() => {
      busy.current = false;
    });
  };

  const formLevel = form.formState.errors[FORM_ERROR]?.message;
  const formMessage = formLevel
    ? tm(formLevel, spec.messageValues)
    : serverMessage
      ? tm(serverMessage.key, serverMessage.values)
      : undefined;
  const layout = VARIANTS[variant];
  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={onFormSubmit} sx={{ width: '100%', maxWidth: layout.maxWidth }}>
      <Typography
        id={titleId}
        component="h2"
        variant={variant === 'mobile' ? 'subtitle1' : 'h6'}
        sx={showTitle ? { mb: layout.gap } : visuallyHidden}
      >
        {tm(spec.title)}
      </Typography>
      <Stack spacing={layout.gap}>
        {formMessage ? (
          <Alert severity="error">
            {formMessage}
            {outcomeLink && !formLevel && serverMessage?.key === UNKNOWN_OUTCOME ? <Box sx={{ mt: 1 }}>{outcomeLink}</Box> : null}
          </Alert>
        ) : null}
        {spec.fields.map((meta) => {
          const Field = registry[meta.kind];
          return (
            <Field
              key={meta.name}
              meta={meta}
              control={form.control}
              required={required.has(meta.name)}
              variant={variant}
              context={context}
              messageValues={spec.messageValues}
            />
          );
        })}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size={variant === 'mobile' ? 'medium' : 'large'}
            fullWidth={layout.submitFullWidth}
            disabled={form.formState.isSubmitting || sending || submitWait !== undefined}
          >
            {submitWait ?? tm(spec.submit)}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={pending !== undefined}
        title={tm('forms.common.confirmTitle')}
        text={pending ? tm(pending.confirm.message, pending.confirm.values) : ''}
        ok={tm('forms.common.ok')}
        cancel={tm('forms.common.cancel')}
        tone="plain"
        okFocus
        run={() => {
          confirmPending();
          return Promise.resolve();
        }}
        failureText={formFailure}
        onClose={() => setPending(undefined)}
      />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
