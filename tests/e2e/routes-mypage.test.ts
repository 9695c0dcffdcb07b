// The route walk's desktop part "mypage": my page (the hub), its screens and the money forms
// (/mypage/..., /moneyMain/..., the money history), each opened at 1440x900 as a member and checked
// as tests/e2e/support/route-walk.ts says.
import { walkRoutes } from './support/route-walk';

walkRoutes('desktop', 'mypage');
