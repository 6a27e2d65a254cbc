import { join } from 'node:path';

/** Where the UI replays write which states they checked, for `npm run paths` (run from the project root). */
export const uiReportDir = join(process.cwd(), 'reports', 'paths');
