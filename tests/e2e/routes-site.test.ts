// The route walk's desktop part "site": the main page (axe on the whole page), /warning, sports,
// e-sports, results, the board, the customer centre and attendance, each opened at 1440x900 as a
// member and checked as tests/e2e/support/route-walk.ts says.
import { walkRoutes } from './support/route-walk';

walkRoutes('desktop', 'site');
