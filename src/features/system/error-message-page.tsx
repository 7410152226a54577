import { ComingSoon } from '@/components/coming-soon';

export function ErrorMessagePage() {
  return <ComingSoon />;
}
