import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { addHours, format, isValid, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { toApiFailure } from '@/api/errors';
import { sendRaoPenta, type RaoPentaParams } from '@/api/sms-db';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import { TextInput } from '@/components/form/text-input';

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The hard-coded dummy values of this test page's call; only `from` is chosen. */
export const DUMMY_RAO_PENTA: Omit<RaoPentaParams, 'from' | 'end'> = {
  serNum: '00000001',
  cnp: '0',
  ticketNumber: '0',
  RaoId: '1',
};

/** The test call's parameters: `end` is one hour after the chosen start, in the same format. */
export function raoPentaParams(from: string): RaoPentaParams | null {
  // What a datetime-local field gives (seconds only with a step, never here), read as local time.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(from)) return null;
  const start = parseISO(from);
  if (!isValid(start)) return null;
  return { ...DUMMY_RAO_PENTA, from, end: format(addHours(start, 1), LOCAL_FORMAT) };
}

/** /prepaid: a test page that sends SendRaoPenta to the SMS database service. */
export function PrepaidPage() {
  const { t } = useTranslation(['prepaid', 'common']);
  const [from, setFrom] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({ mutationFn: sendRaoPenta });
  const params = raoPentaParams(from);
  const invalid = touched && !params;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!params || send.isPending) return;
    send.mutate(params);
  };

  const failure = send.isError ? toApiFailure(send.error) : null;

  return (
    <Box>
      <PageHeading>{t('prepaid:title')}</PageHeading>
      <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{t('prepaid:intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('prepaid:from')}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            send.reset();
          }}
          onBlur={() => setTouched(true)}
          required
          error={invalid}
          helperText={invalid ? t('common:required') : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          aria-disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
        >
          {send.isPending ? t('prepaid:sending') : t('prepaid:send')}
        </Button>
      </Box>
      {send.isSuccess ? <StatusAlert severity="success">{t('prepaid:success')}</StatusAlert> : null}
      {failure ? (
        <StatusAlert severity="error" title={t('prepaid:errorTitle')}>
          {failure.kind === 'http'
            ? t('prepaid:status', { status: failure.status })
            : failure.kind === 'offline'
              ? t('common:errors.offline')
              : t('common:errors.generic')}
        </StatusAlert>
      ) : null}
    </Box>
  );
}
