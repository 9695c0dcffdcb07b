// Registry entry for the login captcha: the image of the shown code, a button for a new code, and the
// input. The code and the refresh come from the caller (context.captcha); a new code clears the input.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import type { FieldProps } from '../renderer/field-props';
import { useMessages } from '../renderer/translate';
import { CaptchaImage } from './CaptchaImage';
import { TextControl } from './TextControl';

export function CaptchaField({ meta, control, required, variant, messageValues, context }: FieldProps) {
  const { tm } = useMessages();
  const { field, fieldState } = useController({ name: meta.name, control });
  const captcha = context.captcha;
  const { onChange } = field;
  const shown = useRef(captcha?.code);
  // A new code clears what was typed for the old one, whoever drew it (this button or a failed login).
  useEffect(() => {
    if (shown.current !== captcha?.code) {
      shown.current = captcha?.code;
      onChange('');
    }
  }, [captcha?.code, onChange]);
  const refresh = () => {
    onChange('');
    captcha?.onRefresh();
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CaptchaImage code={captcha?.code ?? ''} label={tm('forms.field.captcha.image')} />
        <Button variant="outlined" size="small" onClick={refresh} disabled={!captcha}>
          {tm('forms.field.captcha.refresh')}
        </Button>
      </Stack>
      <TextControl meta={meta} field={field} fieldState={fieldState} required={required} variant={variant} messageValues={messageValues} />
    </Stack>
  );
}
