import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES, isLanguage } from '@/i18n/languages';

type Props = { tone?: 'dark' | 'light'; id?: string };

/** The language selector; a native select is lighter than MUI's menu and best on phones. */
export function LanguageSelect({ tone = 'dark', id = 'language-select' }: Props) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'hr';
  const color = tone === 'dark' ? '#FFFFFF' : '#000000';
  return (
    <NativeSelect
      value={current}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
      }}
      disableUnderline
      inputProps={{ 'aria-label': t('nav.language'), id }}
      sx={{
        color,
        minHeight: 44,
        fontSize: '1rem',
        '& .MuiNativeSelect-select': { py: 1, pl: 1 },
        '& .MuiNativeSelect-icon': { color },
        '& option': { color: '#000000' },
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_LABELS[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
