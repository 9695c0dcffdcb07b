// The console's cash routes (see console/route.ts).
import type { ConsoleRoute } from './route';

export const cashRoutes: ConsoleRoute[] = [];
