// The QR landing's own start: an async module the landing's page asks for while it is parsed, so
// the zone is painted as soon as its answer is in, before the entry (docs/decisions/034). It shares
// its one file with the entry (vite/chunk-groups.ts), so the entry finds the same painting.
import { landingPainting } from './landing-paint';

landingPainting();
