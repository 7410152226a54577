// The entry of the page's early data script (src/api/early-zone-script.ts), built on its own into
// one small classic script by vite/early-zone-plugin.ts: it shares no chunk with the app.
import { startEarlyZoneData } from './early-zone-script';

startEarlyZoneData(window);
