// The route walk on the phone: every mobile route at 390x844 as a member, then the partner pages as
// the partner, each checked as tests/e2e/support/route-walk.ts says; the nickname in the menu opens
// my page, and every member screen's heading starts at its x.
import { walkRoutes } from './support/route-walk';

walkRoutes('mobile', 'member');
walkRoutes('mobile', 'partner');
