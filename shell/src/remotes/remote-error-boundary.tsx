import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from './remote-error-view';
import { manifestMismatch } from './manifest-mismatch';
import { versionMismatch, type VersionMismatch } from './version-mismatch';

interface Props {
  /** Label for the log, e.g. 'marketing/LandingPage'. */
  name: string;
  onRetry: () => void;
  compact?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Set when the remote's build does not accept a shared singleton the shell loaded: Retry cannot help. */
  mismatch: VersionMismatch | null;
}

/** Keeps a failing remote inside its own area: the nav bar and the rest of the site keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, mismatch: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, mismatch: versionMismatch(error) };
  }

  /**
   * The mismatch with the remote named: MF's message names the consumer from its fallback's share info, and a
   * remote's production build has no fallback (webpack.common.js, `import: false`), so it says "undefined".
   */
  private namedMismatch(): VersionMismatch | null {
    const { mismatch } = this.state;
    if (!mismatch || mismatch.remote !== 'undefined') return mismatch;
    return { ...mismatch, remote: this.remoteName() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.name} failed`, error, info.componentStack);
    // An error that does not say why: a shared package the remote's build does not accept may be the cause.
    if (!this.state.mismatch) {
      void manifestMismatch(this.remoteName()).then((mismatch) => {
        if (mismatch && this.state.failed) this.setState({ mismatch });
      });
    }
  }

  private remoteName(): string {
    return this.props.name.split('/')[0] ?? this.props.name;
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <RemoteErrorView onRetry={this.props.onRetry} compact={this.props.compact} mismatch={this.namedMismatch()} />;
    }
    return this.props.children;
  }
}
