import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mailtoHref, telHref, webHref, webLabel } from '@/lib/contact-links';
import type { ContactDetails } from '@/lib/operator';

type Props = { title: string; details: ContactDetails; headingId: string };

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Name, address, phone, e-mail and web of an operator or company; N/A where a value is missing. */
export function ContactBlock({ title, details, headingId }: Props) {
  const { t } = useTranslation(['welcome', 'common']);
  const na = t('common:notAvailable');
  const phone = present(details.phone);
  const email = present(details.email);
  const web = present(details.web);
  const phoneLink = telHref(phone);
  const emailLink = mailtoHref(email);
  const webLink = webHref(web);
  // 44 px high: a finger in the street, not a mouse pointer, follows these links (issue 5).
  const linkSx = { color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;
  const place = [present(details.postalCode), present(details.city)].filter(Boolean).join(' ');

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography
        component="address"
        variant="body2"
        sx={{ fontStyle: 'normal', lineHeight: 1.6, overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {present(details.name) ?? na}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {present(details.address) ?? na}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {place || na}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {t('welcome:footer.phone')}:{' '}
          {phoneLink ? (
            <Link href={phoneLink} sx={linkSx}>
              {phone}
            </Link>
          ) : (
            (phone ?? na)
          )}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {t('welcome:footer.email')}:{' '}
          {emailLink ? (
            <Link href={emailLink} sx={linkSx}>
              {email}
            </Link>
          ) : (
            (email ?? na)
          )}
        </Box>
        <Box component="span" sx={{ display: 'block' }}>
          {t('welcome:footer.web')}:{' '}
          {webLink && web ? (
            <Link href={webLink} sx={linkSx}>
              {webLabel(web)}
            </Link>
          ) : (
            (web ?? na)
          )}
        </Box>
      </Typography>
    </Box>
  );
}
