import { useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { getFineInfo } from '@/api/payments';
import { zoneQueries } from '@/api/queries';
import type { FineInfo } from '@/api/schemas/payments';
import { SavedPlatesSlot } from '@/pocket/saved-plates-slot';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { PlateAdvice } from '@/components/form/plate-advice';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-input';
import { useFormToast } from '@/components/form/use-form-toast';
import { formatCityName } from '@/lib/city-name';
import { foldFieldInPlace } from '@/lib/fold-field';
import { homePath } from '@/lib/paths';
import { hasOtherScript, normalisePlateField, PLATE_MAX_LENGTH, suggestPlate } from '@/lib/plate';
import { useCid, useZoneCode } from '@/stores/session-store';
import { FineHeader } from './fine-header';
import {
  detailsPath,
  FINE_NUMBER_MAX_LENGTH,
  FINE_NUMBER_PATTERN,
  normaliseFineNumber,
  OPTIONAL_PLATE_PATTERN,
  searchIn,
  searchState,
  type FineKey,
} from './fine-params';
import { fineQueries } from './fine-queries';
import { FineStatusBanner, type FineBannerKind } from './fine-status-banner';

// Error messages are codes; the screen turns them into text in the visitor's language.
const lookupSchema = z.object({
  companyId: z.string().check(z.regex(/^\d+$/, { error: 'required' })),
  // As for the plate, the first that applies wins: empty, another script, another character, length.
  fineNumber: z.string().check(
    z.minLength(1, { error: 'required' }),
    z.refine((value) => !hasOtherScript(value), { error: 'script' }),
    z.regex(FINE_NUMBER_PATTERN, { error: 'format' }),
    z.maxLength(FINE_NUMBER_MAX_LENGTH, { error: 'length' }),
  ),
  // The first that applies wins: a letter of another script, another character, the length.
  licensePlate: z.string().check(
    z.refine((value) => !hasOtherScript(value), { error: 'script' }),
    z.regex(OPTIONAL_PLATE_PATTERN, { error: 'format' }),
    z.maxLength(PLATE_MAX_LENGTH, { error: 'length' }),
  ),
});
type LookupValues = z.infer<typeof lookupSchema>;

function sameKey(a: FineKey, b: FineKey): boolean {
  return a.companyId === b.companyId && a.fineNumber === b.fineNumber && a.licensePlate === b.licensePlate;
}

function bannerFor(fine: FineInfo | undefined, failed: boolean): FineBannerKind | null {
  if (failed) return 'error';
  switch (fine?.code) {
    case -1:
    case -3:
      return 'notFound';
    case -2:
      return 'paid';
    case -4:
      return 'cancelled';
    default:
      return null;
  }
}

/** `/parking-fine`: look a fine up by company, fine number and plate. */
export function ParkingFinePage() {
  const { t } = useTranslation(['fines', 'common']);
  const navigate = useNavigate();
  const zoneCode = useZoneCode();
  const storedCid = useCid();
  // Without a tile tapped (the menu, a reload), the stored zone's company comes from its status:
  // the query cache has it from the zone home, else it is asked (decision 024).
  const zoneStatus = useQuery({
    ...zoneQueries.status(zoneCode ?? ''),
    enabled: zoneCode !== null && storedCid === null,
  });
  const preferredCid = storedCid ?? (zoneStatus.data ? String(zoneStatus.data.cityId) : null);
  const ids = { city: useId(), fineNumber: useId(), plate: useId() };
  const invalidToast = useFormToast(t('lookup.formInvalid'));

  const companies = useQuery(fineQueries.companies());
  const companyOptions = useMemo(
    () =>
      (companies.data ?? [])
        .map((company) => ({
          value: String(company.companyId),
          label:
            formatCityName(company.businessInfo?.city, t('cityKrk')) ||
            `${t('lookup.city')} ${company.companyId}`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'hr')),
    [companies.data, t],
  );

  // Back from the fine's page (its Back or the browser's) finds the search as it was sent.
  const location = useLocation();
  const [searched] = useState(() => searchIn(location.state));
  const form = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    defaultValues: searched ?? { companyId: '', fineNumber: '', licensePlate: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, setValue, setFocus, getFieldState, getValues, formState } = form;

  // A visitor who came from a zone most likely has the fine in that zone's city.
  useEffect(() => {
    if (!preferredCid || searched || getFieldState('companyId').isDirty) return;
    if (companyOptions.some((option) => option.value === preferredCid)) setValue('companyId', preferredCid);
  }, [companyOptions, preferredCid, searched, setValue, getFieldState]);

  // Manual lookup: a mutation is never cached or retried, which is what the spec asks of it.
  const lookup = useMutation({
    mutationFn: (key: FineKey) => getFineInfo(key),
    gcTime: 0,
    retry: false,
    onSuccess: (fine, key) => {
      // Not when the visitor has changed the form meanwhile: they are about to look up another fine.
      if (fine.code === 0 && sameKey(key, getValues())) void navigate(detailsPath(key));
    },
  });

  const onValid = (values: LookupValues) => {
    // Kept in this page's history entry, for the browser's Back from the fine's page.
    const { pathname, search } = location;
    void navigate({ pathname, search }, { replace: true, state: searchState(values) });
    invalidToast.hide();
    lookup.mutate(values);
  };
  const onInvalid = () => {
    // An earlier result no longer describes what is in the form.
    lookup.reset();
    invalidToast.show();
  };

  const searching = lookup.isPending;
  // A result is shown only next to the values it was found for: once the visitor changes one, it
  // no longer describes what the form holds.
  const values = useWatch({ control });
  const current =
    lookup.variables !== undefined &&
    sameKey(lookup.variables, {
      companyId: values.companyId ?? '',
      fineNumber: values.fineNumber ?? '',
      licensePlate: values.licensePlate ?? '',
    });
  const banner = searching || !current ? null : bannerFor(lookup.data, lookup.isError);
  const backTo = zoneCode ? homePath(zoneCode) : '/welcome/cities';

  const errorText = (field: keyof LookupValues): string | null => {
    const message = formState.errors[field]?.message;
    if (!message) return null;
    if (field === 'companyId') return t('lookup.validation.cityRequired');
    if (field === 'fineNumber') {
      if (message === 'required') return t('lookup.validation.fineNumberRequired');
      if (message === 'script') return t('lookup.validation.fineNumberScript');
      if (message === 'length') {
        return t('lookup.validation.fineNumberLength', { max: FINE_NUMBER_MAX_LENGTH });
      }
      return t('lookup.validation.fineNumberFormat');
    }
    if (message === 'script') return t('lookup.validation.plateScript');
    if (message === 'length') return t('lookup.validation.plateLength', { max: PLATE_MAX_LENGTH });
    return t('lookup.validation.plateFormat');
  };
  // A look-alike (O for 0, 1 for I) in a Croatian plate: a warning that does not block.
  const plate = useWatch({ control, name: 'licensePlate' });
  const suggestion = plate && !formState.errors.licensePlate ? suggestPlate(plate) : null;
  const takeSuggestion = (next: string) => {
    setValue('licensePlate', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setFocus('licensePlate');
  };
  // A saved plate (of a ticket kept on this phone): set through the form, checked as the form is.
  const fillPlate = (next: string) => {
    setValue('licensePlate', next, { shouldDirty: true, shouldValidate: true });
  };

  const cityError = errorText('companyId');
  const fineNumberError = errorText('fineNumber');
  const plateError = errorText('licensePlate');

  return (
    <Box sx={{ pb: 2 }}>
      <FineHeader title={t('lookup.title')} subtitle={t('lookup.subtitle')} backTo={backTo} />

      {companies.isError ? (
        <QueryErrorAlert title={t('lookup.citiesError')} onRetry={() => void companies.refetch()}>
          {t('common:errors.fetch')}
        </QueryErrorAlert>
      ) : null}
      {companies.isSuccess && companyOptions.length === 0 ? (
        <StatusAlert severity="warning">{t('lookup.noCities')}</StatusAlert>
      ) : null}

      <Box
        component="form"
        noValidate
        aria-busy={searching}
        onSubmit={handleSubmit(onValid, onInvalid)}
        onFocus={invalidToast.prepare}
        onPointerDown={invalidToast.prepare}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 1 }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('lookup.requiredNote')}
        </Typography>

        <Controller
          control={control}
          name="companyId"
          render={({ field }) => (
            <SelectField
              id={ids.city}
              label={t('lookup.city')}
              field={field}
              options={companyOptions}
              placeholder={companies.isPending ? t('lookup.citiesLoading') : t('lookup.cityPlaceholder')}
              // Only the select waits for the list (SelectField keeps its label's contrast).
              disabled={!companies.isSuccess}
              error={cityError}
            />
          )}
        />

        <Controller
          control={control}
          name="fineNumber"
          render={({ field }) => (
            <TextInput
              id={ids.fineNumber}
              label={t('lookup.fineNumber')}
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              placeholder={t('lookup.finePlaceholder')}
              // Typed or pasted as printed (`１２３ ４５６`), kept as the issuer writes it
              // (`123456`), caret in place; never cut: a number too long says so.
              onChange={(event) => field.onChange(foldFieldInPlace(event.target, normaliseFineNumber))}
              onBlur={field.onBlur}
              fullWidth
              error={Boolean(fineNumberError)}
              helperText={fineNumberError}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
              }}
            />
          )}
        />

        <Controller
          control={control}
          name="licensePlate"
          render={({ field }) => (
            <Box>
              <TextInput
                id={ids.plate}
                label={t('lookup.plate')}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                placeholder={t('lookup.platePlaceholder')}
                // Typed as printed (`ŠI 123-AB`), kept as on documents (`SI123AB`), caret in place.
                onChange={(event) => field.onChange(normalisePlateField(event.target))}
                onBlur={field.onBlur}
                fullWidth
                error={Boolean(plateError)}
                helperText={plateError ?? t('lookup.plateAdvice.hint')}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: {
                    autoComplete: 'off',
                    autoCapitalize: 'characters',
                    autoCorrect: 'off',
                    spellCheck: false,
                  },
                }}
              />
              <PlateAdvice
                id={`${ids.plate}-notice`}
                suggestion={suggestion}
                text={(key, values) => t(`lookup.plateAdvice.${key}`, values)}
                onTake={takeSuggestion}
              />
              <SavedPlatesSlot onUse={fillPlate} />
            </Box>
          )}
        />

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={searching}
          startIcon={searching ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
        >
          {searching ? t('lookup.searching') : t('lookup.search')}
        </Button>
      </Box>

      {banner ? <FineStatusBanner kind={banner} /> : null}

      {invalidToast.toast}
    </Box>
  );
}
