// The route walk's desktop partner pages, as the partner member: the partner's my page, whose links
// reach every partner page, and the top bar's partner link to them (the partner's own menu, not the
// member's chrome), each checked as tests/e2e/support/route-walk.ts says. The phone's partner pages
// are in routes-mobile.test.ts.
import { walkRoutes } from './support/route-walk';

walkRoutes('desktop', 'partner');
