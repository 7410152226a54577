import Box from '@mui/material/Box';

const LOGOS = [
  { file: 'visa', name: 'Visa' },
  { file: 'mastercard', name: 'Mastercard' },
  { file: 'maestro', name: 'Maestro' },
  { file: 'diners', name: 'Diners Club' },
  { file: 'apple-pay', name: 'Apple Pay' },
  { file: 'google-pay', name: 'Google Pay' },
] as const;

/** Accepted cards and wallets, as local images (no request leaves the portal's origin). */
export function PaymentLogos({ label }: { label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 2 }}
    >
      {LOGOS.map((logo) => (
        <Box component="li" key={logo.file} sx={{ display: 'flex' }}>
          <img
            src={`${import.meta.env.BASE_URL}payment-logos/${logo.file}.svg`}
            alt={logo.name}
            width={64}
            height={40}
            loading="lazy"
            decoding="async"
          />
        </Box>
      ))}
    </Box>
  );
}
