import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES, isLanguage, storeLanguage, type Language } from '@/i18n/languages';
import { ExpandMoreIcon } from './icons';
import { FOCUS_BLUE } from './focus-ring';

type Props = { tone?: 'dark' | 'light' };

/**
 * The language selector: a plain native select, the best picker on a phone. MUI's NativeSelect
 * would add InputBase and its textarea code (about 6 KiB gzip) to the QR landing page for nothing.
 */
export function LanguageSelect({ tone = 'dark' }: Props) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'hr';
  // The choice shows at once, while its texts are on their way: the page's language alone would
  // put the select back on the old one until they are in, as if the choice had not been taken.
  const [chosen, setChosen] = useState<Language>();
  const color = tone === 'dark' ? '#FFFFFF' : '#000000';
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', color }}>
      <Box
        component="select"
        value={chosen ?? current}
        aria-label={t('nav.language')}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          // A choice made here is kept and wins over the browser's languages from then on.
          storeLanguage(language);
          setChosen(language);
          void i18n.changeLanguage(language).finally(() => setChosen(undefined));
        }}
        sx={{
          appearance: 'none',
          minHeight: 44,
          minWidth: 44,
          m: 0,
          py: 1,
          pl: 1,
          pr: 4,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: 1.5,
          cursor: 'pointer',
          '&:focus-visible': {
            outline: `2px solid ${tone === 'dark' ? '#FFFFFF' : FOCUS_BLUE}`,
            outlineOffset: 1,
          },
          // The open list is drawn by the system on a light background.
          '& option': { color: '#000000', bgcolor: '#FFFFFF' },
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </Box>
      <ExpandMoreIcon
        aria-hidden
        sx={{ position: 'absolute', right: 4, pointerEvents: 'none', fontSize: 24 }}
      />
    </Box>
  );
}
