// The console's real-user monitoring routes, declared (console/declare.ts): the summary of what the
// site's pages measured, and forgetting it. The handlers are in console/rum-routes.ts (with the
// site's beacon, POST /__sandbox/rum, which reads its own body: rum-store.ts); the page's Real users
// panel is typed from these.
import { z } from 'zod';
import { declare, okAnswer } from '../declare';

const perVital = <T extends z.ZodType>(value: T) => z.object({ LCP: value, INP: value, CLS: value });

export const rumRouteRow = z.object({
  layout: z.string(),
  route: z.string(),
  samples: perVital(z.number()),
  p75: perVital(z.number().nullable()),
});

export const rumErrorRow = z.object({
  at: z.string(),
  source: z.enum(['window', 'rejection', 'route']),
  message: z.string(),
  stack: z.string(),
  route: z.string(),
  layout: z.string(),
});

export const rumSummary = declare({
  method: 'GET',
  path: '/__sandbox/rum',
  doc: ': p75 LCP / INP / CLS per layout and route (samples counted) and the latest errors',
  answer: z.object({ routes: z.array(rumRouteRow), errors: z.array(rumErrorRow) }),
});

export const rumClear = declare({
  method: 'POST',
  path: '/__sandbox/rum/clear',
  doc: ': forgets the vitals and errors collected so far',
  answer: okAnswer,
});
