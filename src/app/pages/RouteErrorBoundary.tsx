import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportCaughtError } from '../../lib/caught-errors';
import { isChunkLoadError } from '../chunk';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** The path: going elsewhere clears the error. */
  resetKey: string;
}
interface State {
  failed: boolean;
  chunk: boolean;
}

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // Shown to the member by render(); reported to real-user monitoring when it is on.
    reportCaughtError(error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, chunk: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen chunk={this.state.chunk} /> : this.props.children;
  }
}

/** A screen that failed (its code did not load, or it broke) shows ErrorScreen in its place; the chrome stays. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
