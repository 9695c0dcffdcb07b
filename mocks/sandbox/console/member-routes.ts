// The console's member routes (see console/route.ts).
import type { ConsoleRoute } from './route';

export const memberRoutes: ConsoleRoute[] = [];
