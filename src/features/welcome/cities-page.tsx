import { ComingSoon } from '@/components/coming-soon';

export function CitiesPage() {
  return <ComingSoon />;
}
