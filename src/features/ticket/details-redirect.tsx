import { Navigate } from 'react-router';
import { homePath } from '@/lib/paths';
import { useTicketType, useZoneCode } from '@/stores/session-store';

/**
 * `/details` is in the spec's route table without a screen of its own: it leads to the ticket
 * page of the chosen type, or to the zone home to choose one (docs/decisions: details route).
 */
export function DetailsRedirect() {
  const zoneCode = useZoneCode();
  const ticketType = useTicketType();
  if (!zoneCode) return <Navigate to="/welcome" replace />;
  return <Navigate to={ticketType ? `/${ticketType}` : homePath(zoneCode)} replace />;
}
