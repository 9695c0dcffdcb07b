// The route walk's desktop part "games": the game lobbies (live casino, slots, fishing, mini games)
// and the slot game window, each opened at 1440x900 as a member and checked as
// tests/e2e/support/route-walk.ts says.
import { walkRoutes } from './support/route-walk';

walkRoutes('desktop', 'games');
