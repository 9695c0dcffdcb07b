// The console's board routes (see console/route.ts).
import type { ConsoleRoute } from './route';

export const boardRoutes: ConsoleRoute[] = [];
