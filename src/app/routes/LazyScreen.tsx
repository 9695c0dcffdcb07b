import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { withChunkTimeout } from '../chunk';

export type Load = () => Promise<ComponentType>;

// One load and one React.lazy per screen loader, made once, so a screen's chunk loads once and is kept.
const loads = new Map<Load, Promise<ComponentType>>();
const components = new Map<Load, LazyExoticComponent<ComponentType>>();
// Screens whose code has arrived: their React.lazy resolves at once, without suspending (a
// preloaded first screen then hydrates in the same pass as the chrome).
const loaded = new Map<Load, ComponentType>();

/**
 * A thenable that calls back synchronously: React.lazy then reads it as resolved (it only ever calls
 * `then`; the type says Promise because React's does).
 */
const settled = <T,>(value: T): Promise<T> => ({ then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;

function loadOnce(load: Load): Promise<ComponentType> {
  let loading = loads.get(load);
  if (!loading) {
    loading = withChunkTimeout(load, { screen: true });
    loads.set(load, loading);
    loading.then((Screen) => loaded.set(load, Screen)).catch(() => undefined);
    loading.catch(() => loads.delete(load)); // a later visit may try again
  }
  return loading;
}

function lazyScreen(load: Load): LazyExoticComponent<ComponentType> {
  let component = components.get(load);
  if (!component) {
    component = lazy(() => {
      const ready = loaded.get(load);
      return ready ? settled({ default: ready }) : loadOnce(load).then((Screen) => ({ default: Screen }));
    });
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

/** Starts loading the screens `pathname` will show (at start, alongside the language files); settles when they are in. */
export function preloadScreens(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loading: Array<Promise<unknown>> = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (isValidElement(route.element) && route.element.type === LazyScreen) {
      loading.push(loadOnce((route.element as ReactElement<{ load: Load }>).props.load).catch(() => undefined));
    }
  }
  return Promise.all(loading);
}
