import { ComingSoon } from '@/components/coming-soon';

export function ParkingFinePage() {
  return <ComingSoon />;
}
