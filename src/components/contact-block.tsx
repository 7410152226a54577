import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { mailtoHref, present, telHref, webHref, webLabel } from '@/lib/contact-links';
import type { ContactDetails } from '@/lib/operator';

type Props = {
  title: string;
  details: ContactDetails;
  /**
   * Standalone, the block is a section of its own, the title its h2 (the welcome footer); else the
   * title is the address's first line, under a heading of the page's own (the accessibility
   * statement), and the links take the page's link colour.
   */
  standalone?: true;
};

/** Name, address, phone, e-mail and web of an operator or company; N/A where a value is missing. */
export function ContactBlock({ title, details, standalone }: Props) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const na = t('notAvailable');
  const phone = present(details.phone);
  const email = present(details.email);
  const web = present(details.web);
  // Each line a link where the value makes a safe one, else the value as text.
  const reachable = [
    { key: 'phone', href: telHref(phone), text: phone, value: phone },
    { key: 'email', href: mailtoHref(email), text: email, value: email },
    { key: 'web', href: web && webHref(web), text: web && webLabel(web), value: web },
  ] as const;
  // 44 px high: a finger in the street, not a mouse pointer, follows these links.
  const linkSx = standalone
    ? ({ color: 'inherit', display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const)
    : ({ display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const);
  const place = [present(details.postalCode), present(details.city)].filter(Boolean).join(' ');

  const address = (
    <Typography
      component="address"
      variant={standalone ? 'body2' : 'body1'}
      sx={{ fontStyle: 'normal', lineHeight: 1.6, overflowWrap: 'anywhere' }}
    >
      {standalone ? null : (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {title}
        </Box>
      )}
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {present(details.name) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {present(details.address) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {place || na}
      </Box>
      {reachable.map(({ key, href, text, value }) => (
        <Box key={key} component="span" sx={{ display: 'block' }}>
          {t(`contact.${key}`)}:{' '}
          {href ? (
            <Link href={href} sx={linkSx}>
              {text}
            </Link>
          ) : (
            (value ?? na)
          )}
        </Box>
      ))}
    </Typography>
  );

  if (!standalone) return address;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {address}
    </Box>
  );
}
