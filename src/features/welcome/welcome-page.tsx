import { ComingSoon } from '@/components/coming-soon';

export function WelcomePage() {
  return <ComingSoon />;
}
