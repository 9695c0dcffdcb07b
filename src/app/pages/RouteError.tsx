import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../chunk';
import { ErrorScreen } from './ErrorScreen';

/** A route that failed: a screen whose code did not load gets the reload message (see ErrorScreen). */
export function RouteError() {
  return <ErrorScreen chunk={isChunkLoadError(useRouteError())} />;
}
