import { NAMESPACES } from '../i18n/i18n';
import type { Layout } from './device';

/**
 * Namespaces the chrome reads on its first render, loaded with the others instead of after it (the
 * desktop game menu's vendor names are shell's). The same for both layouts today; the layout stays an
 * argument so one can differ. The build checks that the prerendered first view needs no other: one
 * loaded later would suspend the hydration.
 */
export const shellNamespaces = (_layout: Layout): string[] => [...NAMESPACES, 'shell', 'site'];
