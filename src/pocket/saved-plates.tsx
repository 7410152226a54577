import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { removeSavedPlate, useSavedPlates } from '@/pocket/saved-plates-store';

type Props = {
  /** Puts the plate into the form's field (react-hook-form's setValue, validated and dirty). */
  onUse: (plate: string) => void;
};

/** The plates of the tickets kept on this phone, one tap to fill the field; nothing when none. */
export function SavedPlates({ onUse }: Props) {
  const { t } = useTranslation('pocket');
  const plates = useSavedPlates();
  const headingId = useId();
  if (plates.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t('savedPlates.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {plates.map((plate) => (
          <Box component="li" key={plate} sx={{ display: 'flex', alignItems: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => onUse(plate)}
              aria-label={t('savedPlates.use', { plate })}
              sx={{ minHeight: 44, minWidth: 44, fontWeight: 600, letterSpacing: '0.06em' }}
            >
              {plate}
            </Button>
            <Button
              variant="text"
              color="inherit"
              onClick={() => removeSavedPlate(plate)}
              aria-label={t('savedPlates.remove', { plate })}
              sx={{ minHeight: 44, minWidth: 44, textTransform: 'none' }}
            >
              {t('savedPlates.removeShort')}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
