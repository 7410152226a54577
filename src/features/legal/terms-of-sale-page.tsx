import { ComingSoon } from '@/components/coming-soon';

export function TermsOfSalePage() {
  return <ComingSoon />;
}
