import { ComingSoon } from '@/components/coming-soon';

export function TermsOfUsePage() {
  return <ComingSoon />;
}
