// The QR landing's own start, a module the landing's page asks for while it is parsed (an async
// module script: it holds up neither the parsing nor the first paint, vite/prerender-plugin.ts).
// It sends the zone's requests and paints their answer as soon as they are in, instead of waiting
// for the first paint, the boot script and the entry (docs/decisions/034): a driver at a meter
// needs the zone's name to know the sticker is right. It shares its one file with the entry (the
// preload helper, vite/chunk-groups.ts), so the entry finds the same painting and requests.
import { landingPainting } from './landing-paint';

landingPainting();
