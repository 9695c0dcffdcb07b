import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MaintenanceGate } from '../lifecycle/MaintenanceGate';
import { MemberLayerMount } from '../lifecycle/MemberLayerMount';
import { RouteLoadingOverlay } from '../modals/RouteLoadingOverlay';
import type { LayoutPaths } from './links';
import { SkipLink } from './SkipLink';

/** What every page of a layout shares: skip link, maintenance gate, the member layer (session runtime and notices), overlay. */
export function AppFrame({ paths, children }: { paths: LayoutPaths; children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Outlet />
      <MaintenanceGate />
      <MemberLayerMount paths={paths} />
      <RouteLoadingOverlay />
      {children}
    </>
  );
}
