// The console's site routes (see console/route.ts).
import type { ConsoleRoute } from './route';

export const siteRoutes: ConsoleRoute[] = [];
