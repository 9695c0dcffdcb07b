import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { withChunkTimeout } from '../chunk';

export type Load = () => Promise<ComponentType>;

// One load and one React.lazy per screen loader, made once, so a screen's chunk loads once and is kept.
const loads = new Map<Load, Promise<ComponentType>>();
const components = new Map<Load, LazyExoticComponent<ComponentType>>();

function loadOnce(load: Load): Promise<ComponentType> {
  let loading = loads.get(load);
  if (!loading) {
    loading = withChunkTimeout(load, { screen: true });
    loads.set(load, loading);
    loading.catch(() => loads.delete(load)); // a later visit may try again
  }
  return loading;
}

function lazyScreen(load: Load): LazyExoticComponent<ComponentType> {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => loadOnce(load).then((Screen) => ({ default: Screen })));
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

/** Starts loading the screens `pathname` will show (at start, alongside the language files). */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && route.element.type === LazyScreen) {
      void loadOnce((route.element as ReactElement<{ load: Load }>).props.load).catch(() => undefined);
    }
  }
}
