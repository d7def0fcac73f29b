import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from './remote-error-view';

interface Props {
  /** Label for the log, e.g. 'marketing/LandingPage'. */
  name: string;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}

/** Keeps a failing remote inside its own area: the nav bar and the rest of the site keep working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteErrorView onRetry={this.props.onRetry} compact={this.props.compact} />;
    return this.props.children;
  }
}
