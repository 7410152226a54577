import { ComingSoon } from '@/components/coming-soon';

export function PrepaidPage() {
  return <ComingSoon />;
}
