// Zod without its JIT: Zod probes for `new Function` (its fast path), and under the site's
// Content-Security-Policy (no eval) that probe is reported as a violation even though Zod catches
// it. jitless keeps validation CSP-clean at the cost of a little speed on large objects.
import { config } from 'zod';

config({ jitless: true });
