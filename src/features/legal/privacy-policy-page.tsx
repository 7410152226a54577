import { ComingSoon } from '@/components/coming-soon';

export function PrivacyPolicyPage() {
  return <ComingSoon />;
}
