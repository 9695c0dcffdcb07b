import { NAMESPACES } from '../i18n/i18n';
import type { Layout } from './device';

/**
 * Namespaces the chrome reads on its first render, loaded with the others instead of after it (the
 * desktop game menu names its pages). The build checks that the prerendered first view needs no
 * other: one loaded later would suspend the hydration.
 */
export const shellNamespaces = (layout: Layout): string[] => [...NAMESPACES, 'shell', 'site', ...(layout === 'desktop' ? ['pages'] : [])];
