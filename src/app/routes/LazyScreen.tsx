import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../chunk';

export type Load = () => Promise<ComponentType>;

// One React.lazy per screen loader, made once, so a screen's chunk loads once and is kept.
const components = new Map<Load, LazyExoticComponent<ComponentType>>();

function lazyScreen(load: Load): LazyExoticComponent<ComponentType> {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => withChunkTimeout(load, { screen: true }).then((Screen) => ({ default: Screen })));
    components.set(load, component);
  }
  return component;
}

/**
 * A screen whose code loads on first use (120 s time-out). Navigations run in a transition, so the
 * previous screen stays until the next one is ready; a failure reaches the nearest RouteErrorBoundary.
 */
export function LazyScreen({ load }: { load: Load }) {
  const Screen = lazyScreen(load);
  return <Screen />;
}
