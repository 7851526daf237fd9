import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

/** A render failure shows a page that offers a reload instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
