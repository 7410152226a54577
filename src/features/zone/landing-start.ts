// The QR landing's own start (docs/decisions/034): an async module the page asks for while it is parsed,
// so the zone is painted once its answer is in, before the entry; the entry gets the same painting.
import { landingPainting } from './landing-paint';

landingPainting();
