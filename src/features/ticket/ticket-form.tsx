import { useMemo, type ChangeEvent, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EstimateParams } from '@/api/sms';
import { PlateAdvice } from '@/components/form/plate-advice';
import { SelectField } from '@/components/form/select-field';
import { SavedPlatesSlot } from '@/pocket/saved-plates-slot';
import { TextInput } from '@/components/form/text-input';
import { useFormToast } from '@/components/form/use-form-toast';
import { isValidPlate, normalisePlateField, PLATE_MAX_LENGTH, suggestPlate } from '@/lib/plate';
import type { TicketType } from '@/lib/ticket-type';
import { useSessionActions, useSessionStore } from '@/stores/session-store';
import { PriceBar } from './price-bar';
import { durationOptions, type ReadyTicketData } from './ticket-queries';
import { ticketFormSchema, type PlateError, type TicketFormValues } from './ticket-form-schema';
import { useTicketEstimate } from './use-ticket-estimate';

type Props = { zoneCode: string; ticketType: TicketType; data: ReadyTicketData };
type Tariffs = ReadyTicketData['tariffs'];

const FORM_MESSAGE_ID = 'ticket-form-message';

const tariffOf = (tariffs: Tariffs, tariffId: string) => tariffs.find((item) => String(item.id) === tariffId);

/**
 * The form: its selects, the plate and the price. A keystroke in the plate renders only the plate
 * and the price (`PlateField`, `FormPrice`, each watching the fields it shows), not the selects and
 * their option lists: on a slow phone that was most of a keystroke's work (docs/performance.md). A
 * submit's errors draw the plate and the message again, not the selects either; its toast draws
 * only itself (src/components/form/use-form-toast.tsx).
 */
export function TicketForm({ zoneCode, ticketType, data }: Props) {
  const { t } = useTranslation(['ticket', 'common']);
  const navigate = useNavigate();
  const { ticketChosen } = useSessionActions();
  // Above the sticky price bar, which it would otherwise cover.
  const invalidToast = useFormToast(t('form.warning_form_invalid'), { bottom: 128 });

  const hours = useMemo(
    () => (ticketType === 'hourly' ? durationOptions(data.zone.maxDuration) : [1]),
    [ticketType, data.zone.maxDuration],
  );
  const schema = useMemo(() => ticketFormSchema(hours), [hours]);
  // The selects' options, made once: up to 168 hours, each a plural text.
  const tariffOptions = useMemo(
    () => data.tariffs.map((item) => ({ value: String(item.id), label: item.name })),
    [data.tariffs],
  );
  const hourOptions = useMemo(
    () => hours.map((count) => ({ value: String(count), label: t('form.hours', { count }) })),
    [hours, t],
  );
  // What the driver chose before (back from /payment, a reload, "Buy again"'s plate) is offered
  // again, each field where it still fits this form; read once, when the form opens.
  const stored = useSessionStore.getState();
  const sameTicket = stored.ticketType === ticketType;
  const storedTariff = sameTicket ? data.tariffs.find((item) => item.id === stored.tariffId) : undefined;
  const { control, handleSubmit, setValue, setFocus } = useForm<TicketFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      // The tariff defaults to the first one (docs/decisions/004).
      tariffId: String((storedTariff ?? data.tariffs[0]).id),
      plateNumber: isValidPlate(stored.plateNumber) ? stored.plateNumber : '',
      duration: String(sameTicket && hours.includes(stored.duration) ? stored.duration : 1),
    },
  });

  const onValid = (values: TicketFormValues) => {
    const chosen = tariffOf(data.tariffs, values.tariffId);
    if (!chosen) return;
    // The selection is written once, when the driver continues: the payment page and the summary
    // after the bank read it from the store (and sessionStorage), not the form.
    ticketChosen({
      ticketType,
      tariffId: chosen.id,
      tariffType: chosen.type,
      plateNumber: values.plateNumber,
      duration: Number(values.duration),
    });
    void navigate('/payment');
  };

  const takeSuggestion = (plate: string) => {
    setValue('plateNumber', plate, { shouldDirty: true, shouldValidate: true });
    setFocus('plateNumber');
  };
  // A saved plate: set through the form so it validates and the estimate runs.
  const fillPlate = (plate: string) => {
    setValue('plateNumber', plate, { shouldDirty: true, shouldValidate: true });
  };

  const showTariffSelect = ticketType === 'daily' || data.tariffs.length > 1;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('form.label')}
      onSubmit={handleSubmit(onValid, invalidToast.show)}
      onFocus={invalidToast.prepare}
      onPointerDown={invalidToast.prepare}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}
    >
      {showTariffSelect ? (
        <FormSelect
          control={control}
          name="tariffId"
          id="ticket-tariff"
          label={t('form.tariff')}
          options={tariffOptions}
          placeholder={t('form.tariffPlaceholder')}
        />
      ) : null}
      {ticketType === 'hourly' ? (
        <FormSelect
          control={control}
          name="duration"
          id="ticket-duration"
          label={t('form.duration')}
          options={hourOptions}
        />
      ) : null}

      <PlateField control={control} tariffs={data.tariffs} onTake={takeSuggestion} onUse={fillPlate} />

      <FormMessage control={control} />

      <FormPrice
        control={control}
        zoneCode={zoneCode}
        ticketType={ticketType}
        hours={hours}
        tariffs={data.tariffs}
      />

      {invalidToast.toast}
    </Box>
  );
}

type FormSelectProps = {
  control: Control<TicketFormValues>;
  name: 'tariffId' | 'duration';
} & Pick<ComponentProps<typeof SelectField>, 'id' | 'label' | 'options' | 'placeholder'>;

/** A select of the form, "required" under it while it is in error; drawn again only for its own field. */
function FormSelect({ control, name, ...view }: FormSelectProps) {
  const { t } = useTranslation('common');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <SelectField {...view} field={field} error={fieldState.error ? t('required') : undefined} />
      )}
    />
  );
}

/** Whether "Fill in the mandatory fields" shows: once a submit has found errors. */
function useFormMessageShown(control: Control<TicketFormValues>) {
  const { isSubmitted, errors } = useFormState({ control });
  return isSubmitted && Object.keys(errors).length > 0;
}

/** The form's message (it describes Continue too). */
function FormMessage({ control }: { control: Control<TicketFormValues> }) {
  const { t } = useTranslation('ticket');
  if (!useFormMessageShown(control)) return null;
  return (
    <Typography id={FORM_MESSAGE_ID} sx={{ color: 'error.main', fontWeight: 500 }}>
      {t('form.fillMandatory')}
    </Typography>
  );
}

type PlateFieldProps = {
  control: Control<TicketFormValues>;
  tariffs: Tariffs;
  onTake: (plate: string) => void;
  onUse: (plate: string) => void;
};

/** The plate, with its advice and the plates kept on this phone; off until a tariff is chosen. */
function PlateField({ control, tariffs, onTake, onUse }: PlateFieldProps) {
  const { t } = useTranslation('ticket');
  const tariff = tariffOf(tariffs, useWatch({ control, name: 'tariffId' }));
  // The plate's message: a letter of another script and a plate too long each have their own.
  const plateMessage = (error: PlateError | undefined) =>
    error === 'script'
      ? t('form.warning_plate_script')
      : error === 'length'
        ? t('form.warning_plate_length', { max: PLATE_MAX_LENGTH })
        : t('form.warning_plate_validation');
  return (
    <Controller
      name="plateNumber"
      control={control}
      render={({ field, fieldState }) => (
        <Box>
          <TextInput
            id="ticket-plate"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            // Typed as printed (`ŠI 123-AB`), kept as on documents (`SI123AB`), caret in place.
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              field.onChange(normalisePlateField(event.target))
            }
            // No plate before a tariff (a price needs both). Not RHF's `disabled`: it drops the value.
            disabled={!tariff}
            required
            fullWidth
            label={t('form.plate')}
            placeholder={t('form.platePlaceholder')}
            error={Boolean(fieldState.error)}
            // The hint keeps the line when there is no message, so nothing pushes the page around.
            helperText={
              fieldState.error
                ? plateMessage(fieldState.error.message as PlateError | undefined)
                : t('form.plateAdvice.hint')
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                // No maxLength: a pasted `ZG 1234-AB` must not be cut before it is normalised, and a
                // plate too long is kept and refused with its message, never cut silently.
                autoCapitalize: 'characters',
                autoComplete: 'off',
                autoCorrect: 'off',
                spellCheck: false,
                style: { textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 600 },
              },
            }}
          />
          {/* A look-alike (O for 0, 1 for I) in a Croatian plate: a warning that does not block. */}
          <PlateAdvice
            id="ticket-plate-notice"
            suggestion={fieldState.error || !isValidPlate(field.value) ? null : suggestPlate(field.value)}
            text={(key, values) => t(`form.plateAdvice.${key}`, values)}
            onTake={onTake}
          />
          {/* The plates of tickets kept on this phone: a tap fills the field. */}
          {tariff ? <SavedPlatesSlot onUse={onUse} /> : null}
        </Box>
      )}
    />
  );
}

type FormPriceProps = {
  control: Control<TicketFormValues>;
  zoneCode: string;
  ticketType: TicketType;
  hours: readonly number[];
  tariffs: Tariffs;
};

/** The price of what the form holds (asked for once the inputs rest) and Continue. */
function FormPrice({ control, zoneCode, ticketType, hours, tariffs }: FormPriceProps) {
  const [tariffId, plateNumber, duration] = useWatch({
    control,
    name: ['tariffId', 'plateNumber', 'duration'],
  });
  const tariff = tariffOf(tariffs, tariffId);
  const hoursChosen = Number(duration);
  const params: EstimateParams | null =
    tariff && isValidPlate(plateNumber) && hours.includes(hoursChosen)
      ? { zoneCode, ticketType, tariffType: tariff.type, plateNumber, duration: hoursChosen }
      : null;
  const estimate = useTicketEstimate(params);
  return (
    <PriceBar estimate={estimate} describedBy={useFormMessageShown(control) ? FORM_MESSAGE_ID : undefined} />
  );
}
