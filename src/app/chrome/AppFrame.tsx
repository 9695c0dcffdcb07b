import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { MaintenanceGate } from '../lifecycle/MaintenanceGate';
import { SessionRuntimeMount } from '../lifecycle/SessionRuntimeMount';
import { MoneyMergeNotice } from '../modals/MoneyMergeNotice';
import { NewMessageNotice } from '../modals/NewMessageNotice';
import { RealityCheckNotice } from '../modals/RealityCheckNotice';
import { RouteLoadingOverlay } from '../modals/RouteLoadingOverlay';
import type { LayoutPaths } from './links';
import { LoginPopups } from './LoginPopups';
import { SkipLink } from './SkipLink';

/** What every page of a layout shares: skip link, maintenance gate, session runtime, notices (new message, money merge, the reality check), overlay. */
export function AppFrame({ paths, children }: { paths: LayoutPaths; children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Outlet />
      <MaintenanceGate />
      <SessionRuntimeMount />
      <NewMessageNotice messagesPath={paths.messages} />
      <MoneyMergeNotice />
      <LoginPopups />
      <RealityCheckNotice betsPath={paths.bets} />
      <RouteLoadingOverlay />
      {children}
    </>
  );
}
