// The script the build names first in the page (scripts/vite-early-start-plugin.ts, decision 422):
// the signed-in user's first reads and the screen's code start before the app's scripts have run;
// on /login, it starts the app itself once the login view is painted (decision 424).
import { holdEarlyPresses, startDeferredEntry } from './deferred-entry';
import { earlyStart } from './early-requests';

holdEarlyPresses(window);
startDeferredEntry(window);
earlyStart(window);
