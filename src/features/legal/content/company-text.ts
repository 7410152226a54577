import type { FooterData } from '@/api/schemas/sms';
import { formatCityName } from '@/lib/city-name';

// The Croatian sentences around the operating company's data, part of the legal text.

export const companyLabels = {
  pin: 'OIB',
  tel: 'Tel.',
  email: 'E-pošta',
  web: 'Web',
  notAvailable: 'N/A',
} as const;

/** Without company data the texts name the company in general terms. */
export const companyFallback =
  'Trgovačko društvo koje upravlja parkiranjem u zoni za koju kupujete parkirnu kartu ili plaćate parkirnu kaznu. Njegovi su podaci navedeni u podnožju stranice zone i na računu.';

export const controllerFallback =
  'Voditelj obrade osobnih podataka je trgovačko društvo koje upravlja parkiranjem u zoni za koju kupujete parkirnu kartu ili plaćate parkirnu kaznu. Njegovi su podaci navedeni u podnožju stranice zone i na računu.';

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** "Voditelj obrade ... je {companyName}, {address}, {postalNumber} {city}." or the fallback. */
export function controllerSentence(data: FooterData | null | undefined): string {
  const name = present(data?.companyName);
  if (!name) return controllerFallback;
  const place = [present(data?.postalNumber), formatCityName(present(data?.city)) || null]
    .filter(Boolean)
    .join(' ');
  const parts = [name, present(data?.address), place || null].filter(Boolean);
  return `Voditelj obrade osobnih podataka je ${parts.join(', ')}.`;
}
