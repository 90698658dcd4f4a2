// The script the build names first in the page (scripts/vite-early-start-plugin.ts, decision 422):
// the signed-in user's first reads and the screen's code start before the app's scripts have run.
import { earlyStart } from './early-requests';

earlyStart(window);
